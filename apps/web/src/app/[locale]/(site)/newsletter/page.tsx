import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('newsletter');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
