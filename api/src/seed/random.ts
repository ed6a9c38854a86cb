/** Small deterministic PRNG (mulberry32) so seeds are repeatable. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

const FIRST = [
  'Andrei',
  'Maria',
  'Ioana',
  'Alexandru',
  'Elena',
  'Mihai',
  'Ana',
  'Cristian',
  'Gabriela',
  'Ștefan',
  'Raluca',
  'Vlad',
  'Irina',
  'Bogdan',
  'Diana',
  'Radu',
  'Alina',
  'Florin',
  'Simona',
  'Dan',
  'Oana',
  'Tudor',
  'Corina',
  'Victor',
  'Roxana',
  'Sorin',
  'Laura',
  'Adrian',
  'Monica',
  'Cătălin',
  'Teodora',
  'Ionuț',
  'Bianca',
  'Marius',
  'Iulia',
  'Răzvan',
  'Carmen',
  'Lucian',
  'Ilinca',
  'Horia',
];
const LAST = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Matei',
  'Ciobanu',
  'Rusu',
  'Munteanu',
  'Constantin',
  'Marin',
  'Tudor',
  'Dobre',
  'Barbu',
  'Nistor',
  'Florea',
  'Ene',
  'Dinu',
  'Georgescu',
  'Lungu',
  'Iordache',
  'Moldovan',
  'Toma',
  'Cristea',
  'Sârbu',
  'Neagu',
  'Oprea',
  'Mocanu',
  'Niculescu',
  'Anghel',
  'Voicu',
  'Petrescu',
  'Manole',
  'Husar',
  'Szabó',
  'Kovács',
  'Pârvu',
  'Țurcanu',
];

export function personName(r: () => number): string {
  return `${pick(r, FIRST)} ${pick(r, LAST)}`;
}
