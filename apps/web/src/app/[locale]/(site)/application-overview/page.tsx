import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('applicationOverview');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
