import dayjs from 'dayjs';
import 'dayjs/locale/bg';

/** dayjs in Bulgarian (its `bg` locale starts weeks on Monday). Screens import dayjs from here. */
dayjs.locale('bg');

export { dayjs };
