/** Units for conversions: each unit's size in its dimension's base unit, exact. */
import { type Frac, math } from './numbers.ts';

export interface Unit {
  name: string; // singular display name
  plural: string;
  dim: 'length' | 'mass' | 'volume' | 'time';
  /** Size in base units (m, g, L, s), as an exact decimal string. */
  size: string;
  system: 'metric' | 'customary' | 'time';
}

const U = (
  name: string,
  plural: string,
  dim: Unit['dim'],
  size: string,
  system: Unit['system'],
  aliases: string[],
): [Unit, string[]] => [{ name, plural, dim, size, system }, aliases];

const TABLE: [Unit, string[]][] = [
  U('nanometer', 'nanometers', 'length', '0.000000001', 'metric', ['nm', 'nanometre', 'nanometres']),
  U('micrometer', 'micrometers', 'length', '0.000001', 'metric', [
    'um',
    'µm',
    'μm',
    'micrometre',
    'micrometres',
    'micron',
    'microns',
  ]),
  U('millimeter', 'millimeters', 'length', '0.001', 'metric', ['mm', 'millimetre', 'millimetres']),
  U('centimeter', 'centimeters', 'length', '0.01', 'metric', ['cm', 'centimetre', 'centimetres']),
  U('decimeter', 'decimeters', 'length', '0.1', 'metric', ['dm', 'decimetre', 'decimetres']),
  U('meter', 'meters', 'length', '1', 'metric', ['m', 'metre', 'metres']),
  U('kilometer', 'kilometers', 'length', '1000', 'metric', ['km', 'kilometre', 'kilometres']),
  U('inch', 'inches', 'length', '0.0254', 'customary', ['in']),
  U('foot', 'feet', 'length', '0.3048', 'customary', ['ft', 'foots']),
  U('yard', 'yards', 'length', '0.9144', 'customary', ['yd', 'yds']),
  U('mile', 'miles', 'length', '1609.344', 'customary', ['mi']),
  U('nanogram', 'nanograms', 'mass', '0.000000001', 'metric', ['ng', 'nanogramme', 'nanogrammes']),
  U('microgram', 'micrograms', 'mass', '0.000001', 'metric', [
    'ug',
    'µg',
    'μg',
    'mcg',
    'microgramme',
    'microgrammes',
  ]),
  U('milligram', 'milligrams', 'mass', '0.001', 'metric', ['mg', 'milligramme', 'milligrammes']),
  U('gram', 'grams', 'mass', '1', 'metric', ['g', 'gramme', 'grammes']),
  U('kilogram', 'kilograms', 'mass', '1000', 'metric', ['kg', 'kilo', 'kilos', 'kilogramme', 'kilogrammes']),
  U('tonne', 'tonnes', 'mass', '1000000', 'metric', ['metric ton', 'metric tons', 't']),
  U('ounce', 'ounces', 'mass', '28.349523125', 'customary', ['oz']),
  U('pound', 'pounds', 'mass', '453.59237', 'customary', ['lb', 'lbs']),
  U('ton', 'tons', 'mass', '907184.74', 'customary', ['short ton', 'short tons']),
  U('milliliter', 'milliliters', 'volume', '0.001', 'metric', ['ml', 'millilitre', 'millilitres']),
  U('liter', 'liters', 'volume', '1', 'metric', ['l', 'litre', 'litres']),
  U('kiloliter', 'kiloliters', 'volume', '1000', 'metric', ['kl', 'kilolitre', 'kilolitres']),
  U('teaspoon', 'teaspoons', 'volume', '0.00492892159375', 'customary', ['tsp']),
  U('tablespoon', 'tablespoons', 'volume', '0.01478676478125', 'customary', ['tbsp']),
  U('fluid ounce', 'fluid ounces', 'volume', '0.0295735295625', 'customary', ['fl oz', 'fl. oz']),
  U('cup', 'cups', 'volume', '0.2365882365', 'customary', ['c']),
  U('pint', 'pints', 'volume', '0.473176473', 'customary', ['pt']),
  U('quart', 'quarts', 'volume', '0.946352946', 'customary', ['qt']),
  U('gallon', 'gallons', 'volume', '3.785411784', 'customary', ['gal']),
  U('nanosecond', 'nanoseconds', 'time', '0.000000001', 'time', ['ns']),
  U('microsecond', 'microseconds', 'time', '0.000001', 'time', ['us', 'µs', 'μs']),
  U('millisecond', 'milliseconds', 'time', '0.001', 'time', ['ms']),
  U('second', 'seconds', 'time', '1', 'time', ['s', 'sec', 'secs']),
  U('minute', 'minutes', 'time', '60', 'time', ['min', 'mins']),
  U('hour', 'hours', 'time', '3600', 'time', ['h', 'hr', 'hrs']),
  U('day', 'days', 'time', '86400', 'time', []),
  U('week', 'weeks', 'time', '604800', 'time', ['wk', 'wks']),
  U('month', 'months', 'time', '2628000', 'time', ['mo', 'mos']),
  U('year', 'years', 'time', '31536000', 'time', ['yr', 'yrs']),
  U('decade', 'decades', 'time', '315360000', 'time', []),
  U('century', 'centuries', 'time', '3153600000', 'time', []),
  U('millennium', 'millennia', 'time', '31536000000', 'time', ['millenniums']),
];

const BY_ALIAS = new Map<string, Unit>();
for (const [u, aliases] of TABLE) {
  for (const a of [u.name, u.plural, ...aliases]) BY_ALIAS.set(a, u);
}
/** Longest aliases first, for regexes. */
export const UNIT_PATTERN = [...BY_ALIAS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((a) => a.replace(/[.]/g, '\\.'))
  .join('|');

export const findUnit = (word: string): Unit | undefined => BY_ALIAS.get(word.trim().toLowerCase());

/** Calendar units: a month is a twelfth of a year, so months convert only to and from years and longer. */
const CALENDAR = new Set(['month', 'year', 'decade', 'century', 'millennium']);

/** True when `from` and `to` convert by a fixed, agreed factor (not month <-> days, which varies). */
export const convertible = (from: Unit, to: Unit): boolean =>
  from.dim === to.dim &&
  from !== to &&
  ((from.name !== 'month' && to.name !== 'month') || (CALENDAR.has(from.name) && CALENDAR.has(to.name)));

/** How many `to` are in one `from`, exact. */
export const factor = (from: Unit, to: Unit): Frac => math.fraction(from.size).div(math.fraction(to.size));

/** Units in the tables students learn, for generated practice: [from, to] pairs with whole-number factors. */
export const PRACTICE_PAIRS: [string, string][] = [
  ['km', 'm'],
  ['m', 'cm'],
  ['cm', 'mm'],
  ['kg', 'g'],
  ['l', 'ml'],
  ['ft', 'in'],
  ['yd', 'ft'],
  ['lb', 'oz'],
  ['gal', 'qt'],
  ['qt', 'pt'],
  ['pt', 'cup'],
  ['h', 'min'],
  ['min', 's'],
  ['day', 'h'],
  ['week', 'day'],
];
