import { placeholderScreen } from '../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('applicationDetail');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
