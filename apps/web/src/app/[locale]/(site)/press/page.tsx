import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('press');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
