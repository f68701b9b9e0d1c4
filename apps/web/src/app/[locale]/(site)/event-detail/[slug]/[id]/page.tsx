import { placeholderScreen } from '../../../../../../screens/placeholder-screen';

const screen = placeholderScreen('eventDetail');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
