import { placeholderScreen } from '../../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('studyProgramme');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
