import type { Pair } from './programme-text';

/** spec 4: the captions of the instagram-type feed on the home page, newest first. */
export const feedCaptions: Pair[] = [
  ['Aufbau für die Jahresausstellung in Atelier 3', 'Setting up the annual exhibition in studio 3'],
  ['Generalprobe Mahler im Großen Saal', 'Dress rehearsal: Mahler in the Great Hall'],
  ['Frisch aus der Druckwerkstatt: Siebdrucke der Klasse', 'Fresh from the print workshop'],
  [
    'Jam Session im Jazz-Keller, jeden Donnerstag',
    'Jam session in the jazz cellar, every Thursday',
  ],
  ['Bronzeguss in der Gießerei', 'Bronze casting in the foundry'],
  ['Probenpause im Opernstudio', 'A break in opera studio rehearsals'],
  ['Typografie-Workshop im Handsatz', 'Typography workshop in hand-set type'],
  ['Erste Abzüge im Fotolabor', 'First prints in the photo lab'],
  ['Prototypen aus der Holzwerkstatt', 'Prototypes from the wood workshop'],
];
