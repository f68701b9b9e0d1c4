import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('personList');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
