import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('studyOverview');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
