/**
 * Euro amounts as a Bulgarian receipt writes them: in figures (`12 345,50 €`) and in words ("двадесет и два
 * евро и 80 цента"). Amounts are integer euro cents (DOMAIN-NOTES "Money").
 *
 * The words follow the Bulgarian rule that "и" stands before the last part of a number ("сто и пет", "сто
 * двадесет и едно", "хиляда и сто", "две хиляди двадесет и два"). Thousands are feminine ("една хиляда" inside
 * a larger number, "две хиляди"), millions masculine ("два милиона"). The euro takes "едно" and "два" as
 * receipts and the coins say them ("едно евро", "два евро"); the cents are written in figures.
 */

type Gender = 'euro' | 'feminine' | 'masculine';

const ones: Record<Gender, string[]> = {
  euro: ['', 'едно', 'два'],
  feminine: ['', 'една', 'две'],
  masculine: ['', 'един', 'два'],
};
const units = ['', '', '', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'];
const teens = [
  'десет',
  'единадесет',
  'дванадесет',
  'тринадесет',
  'четиринадесет',
  'петнадесет',
  'шестнадесет',
  'седемнадесет',
  'осемнадесет',
  'деветнадесет',
];
const tens = [
  '',
  '',
  'двадесет',
  'тридесет',
  'четиридесет',
  'петдесет',
  'шестдесет',
  'седемдесет',
  'осемдесет',
  'деветдесет',
];
const hundreds = [
  '',
  'сто',
  'двеста',
  'триста',
  'четиристотин',
  'петстотин',
  'шестстотин',
  'седемстотин',
  'осемстотин',
  'деветстотин',
];

const unitWord = (n: number, gender: Gender) => (n <= 2 ? ones[gender][n]! : units[n]!);

/** The parts of a number below 1000, each a word ("сто", "двадесет", "два"; a teen is one part). */
function partsBelowThousand(n: number, gender: Gender): string[] {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) parts.push(hundreds[h]!);
  if (rest >= 10 && rest < 20) parts.push(teens[rest - 10]!);
  else {
    if (rest >= 20) parts.push(tens[Math.floor(rest / 10)]!);
    if (rest % 10 > 0) parts.push(unitWord(rest % 10, gender));
  }
  return parts;
}

/** Joins parts with "и" before the last one. */
const joined = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(' ')} и ${parts.at(-1)}`;

function numberParts(n: number, gender: Gender): string[] {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0)
    parts.push(millions === 1 ? 'един милион' : `${joined(numberParts(millions, 'masculine'))} милиона`);
  if (thousands > 0)
    parts.push(thousands === 1 ? 'хиляда' : `${joined(partsBelowThousand(thousands, 'feminine'))} хиляди`);
  parts.push(...partsBelowThousand(rest, gender));
  return parts;
}

/** A whole number in Bulgarian words (0 … 999 999 999), in the gender of what it counts. */
export function numberInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000_000) throw new RangeError(`no words for ${n}`);
  if (n === 0) return 'нула';
  return joined(numberParts(n, gender));
}

/** "двадесет и два евро и 80 цента"; whole euros without cents: "сто евро". */
export function amountInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`no words for ${cents} cents`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const words = `${numberInWords(euros, 'euro')} евро`;
  return rest === 0 ? words : `${words} и ${rest} ${rest === 1 ? 'цент' : 'цента'}`;
}

/** `12 345,50 €`: a space groups thousands from five digits on, a comma before the cents (as the web shows). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : whole;
  return `${sign}${grouped},${String(abs % 100).padStart(2, '0')} €`;
}
