import { placeholderScreen } from '../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('personDetail');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
