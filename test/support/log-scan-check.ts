import { existsSync, readFileSync } from 'node:fs';
import { defaultReportPath, type LogScanReport } from './log-scan';

/**
 * `npm test`'s "log scan" step: the integration run's teardown scanned the functions log (log-scan.ts);
 * this reads its report and fails when it is missing, found personal data, or saw no request at all.
 */
const reportPath = process.argv[2] ?? defaultReportPath;
if (!existsSync(reportPath)) {
  console.error(`log scan: no report at ${reportPath} (the integration run did not finish its teardown)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as LogScanReport;
const checked = Object.entries(report.checked)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ');
console.log(`log scan: ${report.lines} lines (${report.requestLines} requests) checked for ${checked}`);
for (const leak of report.leaks) console.error(`  ${leak.kind} at line ${leak.line}`);
process.exit(report.leaks.length === 0 && report.requestLines > 0 ? 0 : 1);
