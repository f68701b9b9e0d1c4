// Workspace-only entry (a tsconfig path, not in the package's exports): fixtures that the
// libraries' tests share and no published build carries.
export { richTextCases } from './testing/rich-text-cases';
export {
  startFakeSentryIngest,
  type FakeSentryIngest,
  type ReceivedEnvelope,
} from './testing/fake-sentry-ingest';
