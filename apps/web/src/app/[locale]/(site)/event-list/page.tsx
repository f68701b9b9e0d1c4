import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('eventList');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
