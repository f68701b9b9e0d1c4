import { resolve } from 'node:path';
import { runRestore } from './restore-command';

// `npm run restore -- <file>` (README "Backup and restore"), run with tsx from the sources. npm
// runs it in the repository (where DATA_DIR is found); the file is named from where it was typed.
const typedIn = process.env['INIT_CWD'] ?? process.cwd();
const files = process.argv.slice(2).map((file) => resolve(typedIn, file));
process.exitCode = await runRestore(files, process.env, process.cwd());
