import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('pressReleaseList');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
