import { placeholderScreen } from '../../../../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('studySubject');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
