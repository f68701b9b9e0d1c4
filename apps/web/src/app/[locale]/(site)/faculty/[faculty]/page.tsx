export { generateMetadata, FacultyPage as default } from '@web/features/study/FacultyScreen';
export { generateStaticParams } from '@web/screens/on-demand';
