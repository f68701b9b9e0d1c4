import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('microsites');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
