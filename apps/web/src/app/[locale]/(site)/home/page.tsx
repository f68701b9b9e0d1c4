import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('home');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
