import { IndexPage } from '../../../ui/page';

const kinds = [
  {
    to: '/attendances/applications/personal-reasons',
    title: 'Отсъствия по семейни причини',
    text: 'Писмено уведомление на родителя; до 15 дни в учебната година (от 2024/25 г.) за задължителна предучилищна възраст.',
    testId: 'applications-personal-reasons',
  },
  {
    to: '/attendances/applications/summer-attendances',
    title: 'Лятно посещение',
    text: 'Седмиците от юни до средата на септември, в които детето ще посещава детската градина.',
    testId: 'applications-summer',
  },
];

/** /attendances/applications: the two kinds of requests. */
export function ApplicationsPage() {
  return <IndexPage title="Заявления" links={kinds} maw={900} testId="applications-page" />;
}
