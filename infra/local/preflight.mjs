// Checks that run before `npm start` builds anything, each failing with one line that says what to do.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export function checkJava() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return false;
  const m = /version "(\d+)/.exec(`${r.stderr}${r.stdout}`);
  return !!m && Number(m[1]) >= 17;
}

function portFree(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, () => s.close(() => resolve(true)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Node ${process.versions.node} runs this: run through npm (npm start), which uses the project's Node 24 from node_modules/.bin`,
    );
    process.exit(1);
  }
  if (!checkJava()) {
    console.error(
      'Java 17 is missing: DynamoDB Local needs it. Install it with: sudo apt-get install -y openjdk-17-jre-headless',
    );
    process.exit(1);
  }
  if (!(await portFree(port))) {
    console.error(
      `Port ${port} is busy: stop what uses it or start on another port with PORT=3001 npm start`,
    );
    process.exit(1);
  }
}
