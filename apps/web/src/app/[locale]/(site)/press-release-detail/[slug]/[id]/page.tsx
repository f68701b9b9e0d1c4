import { placeholderScreen } from '../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('pressReleaseDetail');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
