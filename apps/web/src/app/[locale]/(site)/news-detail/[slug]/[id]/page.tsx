import { placeholderScreen } from '../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('newsDetail');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
