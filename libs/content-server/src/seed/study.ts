import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { slugify } from '@aula/api-client';
import { href } from '@aula/routing';
import { artProgrammes } from './content/programmes-art';
import { musicProgrammes } from './content/programmes-music';
import type { ProgrammeText } from './content/programme-text';
import { subjectTexts, type SubjectText } from './content/subjects';
import { storeSlotSections, type SlotSection } from './store-block';
import { applicationSection, programmeSection, subjectSection } from './study-sections';

type Pair = [string, string];

interface DemoFaculty {
  slug: Pair;
  name: Pair;
  intro: Pair;
  programmes: { title: Pair; degree: string; subjects: Pair[] }[];
}

/** spec 2: the two faculties (slugs musik/music and kunst-und-design/art-and-design). */
const faculties: DemoFaculty[] = [
  {
    slug: ['musik', 'music'],
    name: ['Fachbereich Musik', 'Faculty of Music'],
    intro: [
      'Instrumentalausbildung, Komposition und Musikpädagogik.',
      'Instrumental training, composition and music education.',
    ],
    programmes: [
      {
        title: ['Instrumentalmusik', 'Instrumental music'],
        degree: 'B.Mus.',
        subjects: [
          ['Klavier', 'Piano'],
          ['Violine', 'Violin'],
          ['Violoncello', 'Cello'],
        ],
      },
      {
        title: ['Gesang', 'Voice'],
        degree: 'B.Mus.',
        subjects: [
          ['Oper', 'Opera'],
          ['Lied und Konzert', 'Song and concert'],
        ],
      },
      {
        title: ['Komposition', 'Composition'],
        degree: 'M.Mus.',
        subjects: [
          ['Instrumentalkomposition', 'Instrumental composition'],
          ['Elektronische Musik', 'Electronic music'],
        ],
      },
      {
        title: ['Jazz', 'Jazz'],
        degree: 'B.Mus.',
        subjects: [
          ['Jazz-Saxophon', 'Jazz saxophone'],
          ['Jazz-Gesang', 'Jazz voice'],
        ],
      },
    ],
  },
  {
    slug: ['kunst-und-design', 'art-and-design'],
    name: ['Fachbereich Kunst und Design', 'Faculty of Art and Design'],
    intro: [
      'Freie Kunst, Kommunikationsdesign und Fotografie.',
      'Fine art, communication design and photography.',
    ],
    programmes: [
      {
        title: ['Freie Kunst', 'Fine art'],
        degree: 'Diplom',
        subjects: [
          ['Malerei', 'Painting'],
          ['Bildhauerei', 'Sculpture'],
        ],
      },
      {
        title: ['Kommunikationsdesign', 'Communication design'],
        degree: 'B.A.',
        subjects: [
          ['Typografie', 'Typography'],
          ['Illustration', 'Illustration'],
        ],
      },
      {
        title: ['Fotografie', 'Photography'],
        degree: 'B.A.',
        subjects: [
          ['Dokumentarfotografie', 'Documentary photography'],
          ['Künstlerische Fotografie', 'Fine art photography'],
        ],
      },
      {
        title: ['Produktdesign', 'Product design'],
        degree: 'M.A.',
        subjects: [
          ['Möbeldesign', 'Furniture design'],
          ['Textildesign', 'Textile design'],
        ],
      },
    ],
  },
];

const programmeTexts: Record<string, ProgrammeText> = { ...musicProgrammes, ...artProgrammes };

function textOf<T>(texts: Record<string, T>, title: string): T {
  const found = texts[title];
  if (!found) throw new Error(`No demo text for ${title}`);
  return found;
}

/**
 * Faculties, programmes (4 each), subjects (2+ each) and an application page per programme,
 * each with its body section (spec 2: curriculum, requirements, deadlines, contact, apply).
 */
export async function seedStudy(db: Kysely<Database>): Promise<[number, ...number[]]> {
  const facultyIds: number[] = [];
  const sections: SlotSection[] = [];
  for (const [position, faculty] of faculties.entries()) {
    const { id: facultyId } = await db
      .insertInto('faculty')
      .values({
        slug_de: faculty.slug[0],
        slug_en: faculty.slug[1],
        name_de: faculty.name[0],
        name_en: faculty.name[1],
        intro_de: faculty.intro[0],
        intro_en: faculty.intro[1],
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    facultyIds.push(facultyId);
    for (const [order, programme] of faculty.programmes.entries()) {
      const text = textOf(programmeTexts, programme.title[0]);
      const ids = await insertProgramme(db, facultyId, order, programme, text);
      sections.push(
        { slug: `programme-${ids.programme}-body`, section: programmeSection(text, ids.urls) },
        { slug: `application-${ids.application}-body`, section: applicationSection(text) },
        ...ids.subjects.map(([id, subject]) => ({
          slug: `subject-${id}-body`,
          section: subjectSection(subject, text, ids.urls),
        })),
      );
    }
  }
  await storeSlotSections(db, sections);
  const [first, ...rest] = facultyIds;
  if (first === undefined) throw new Error('no faculty seeded');
  return [first, ...rest];
}

/** A programme, its subjects and its application page; answers their ids and its page's urls. */
async function insertProgramme(
  db: Kysely<Database>,
  facultyId: number,
  order: number,
  programme: DemoFaculty['programmes'][number],
  text: ProgrammeText,
) {
  const [de, en] = programme.title;
  const { id: programmeId } = await db
    .insertInto('study_programme')
    .values({
      faculty_id: facultyId,
      slug_de: slugify(de),
      slug_en: slugify(en),
      title_de: de,
      title_en: en,
      description_de: `<p>${text.teaser[0]}</p>`,
      description_en: `<p>${text.teaser[1]}</p>`,
      degree: programme.degree,
      position: order,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subjects = await db
    .insertInto('study_subject')
    .values(
      programme.subjects.map(([subjectDe, subjectEn], index) => {
        const { teaser } = textOf(subjectTexts, subjectDe);
        return {
          programme_id: programmeId,
          slug_de: slugify(subjectDe),
          slug_en: slugify(subjectEn),
          title_de: subjectDe,
          title_en: subjectEn,
          description_de: `<p>${teaser[0]}</p>`,
          description_en: `<p>${teaser[1]}</p>`,
          position: index,
        };
      }),
    )
    .returning(['id', 'title_de'])
    .execute();
  const [year, month, day] = text.deadline;
  const slugs = { de: `bewerbung-${slugify(de)}`, en: `application-${slugify(en)}` };
  const { id: applicationId } = await db
    .insertInto('application_page')
    .values({
      programme_id: programmeId,
      slug_de: slugs.de,
      slug_en: slugs.en,
      title_de: `Bewerbung ${de}`,
      title_en: `Application ${en}`,
      text_de: `<p>Was Sie für die Bewerbung in ${de} brauchen und wie die Prüfung abläuft.</p>`,
      text_en: `<p>What you need to apply for ${en} and how the examination works.</p>`,
      deadline: new Date(Date.UTC(year, month, day)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    programme: programmeId,
    application: applicationId,
    subjects: subjects.map((row): [number, SubjectText] => [
      row.id,
      textOf(subjectTexts, row.title_de),
    ]),
    urls: {
      de: href('applicationDetail', 'de', { slug: slugs.de, id: applicationId }),
      en: href('applicationDetail', 'en', { slug: slugs.en, id: applicationId }),
    },
  };
}
