import { placeholderScreen } from '../../../../../screens/placeholder-screen';

const screen = placeholderScreen('faculty');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
