/** Demo forms A (opening), B (voting) and C (counting); the suffixes drive the statistics. */
interface SeedOption {
  text: string;
  flagged?: boolean;
  freeText?: boolean;
}
interface SeedQuestion {
  code: string;
  text: string;
  type: number;
  options: SeedOption[];
}
interface SeedSection {
  code: string;
  description: string;
  questions: SeedQuestion[];
}
export interface SeedForm {
  code: string;
  description: string;
  order: number;
  sections: SeedSection[];
}

const yesNo = (flagOn: 'Da' | 'Nu'): SeedOption[] => [
  { text: 'Da', flagged: flagOn === 'Da' },
  { text: 'Nu', flagged: flagOn === 'Nu' },
];
const yesNoOther = (flagOn: 'Da' | 'Nu'): SeedOption[] => [
  ...yesNo(flagOn),
  { text: 'Altă situație (precizați)', freeText: true, flagged: true },
];

export const DEMO_FORMS: SeedForm[] = [
  {
    code: 'A',
    description: 'Deschiderea secției de votare',
    order: 1,
    sections: [
      {
        code: 'A1',
        description: 'Sosirea și accesul',
        questions: [
          { code: 'A1-1', text: 'Ați avut acces în secția de votare la ora 6:00?', type: 1, options: yesNo('Nu') },
          { code: 'A1-2', text: 'Secția este accesibilă persoanelor cu dizabilități locomotorii?', type: 1, options: yesNo('Nu') },
          {
            code: 'A1-3',
            text: 'Există materiale de propagandă electorală la mai puțin de 50 m de intrare?',
            type: 1,
            options: yesNo('Da'),
          },
        ],
      },
      {
        code: 'A2',
        description: 'Materiale și sigilii',
        questions: [
          { code: 'A2-1', text: 'Urnele au fost sigilate în prezența observatorilor?', type: 2, options: yesNoOther('Nu') },
          { code: 'A2-2', text: 'Numărul buletinelor de vot primite corespunde procesului-verbal?', type: 1, options: yesNo('Nu') },
          {
            code: 'A2-3',
            text: 'Ce materiale lipseau la deschidere?',
            type: 3,
            options: [
              { text: 'Ștampile „VOTAT”', flagged: true },
              { text: 'Tușiere', flagged: true },
              { text: 'Listele electorale', flagged: true },
              { text: 'Nu lipsea nimic' },
              { text: 'Altele (precizați)', freeText: true, flagged: true },
            ],
          },
          { code: 'A2-4', text: 'Secția s-a deschis la ora 7:00?', type: 1, options: yesNo('Nu') },
        ],
      },
    ],
  },
  {
    code: 'B',
    description: 'Desfășurarea votării',
    order: 2,
    sections: [
      {
        code: 'B1',
        description: 'Procedura de vot',
        questions: [
          { code: 'B1-1', text: 'Identitatea alegătorilor este verificată înainte de vot?', type: 1, options: yesNo('Nu') },
          { code: 'B1-2', text: 'Ați observat alegători care votează de mai multe ori?', type: 1, options: yesNo('Da') },
          { code: 'B1-3', text: 'Secretul votului este respectat în cabine?', type: 2, options: yesNoOther('Nu') },
          { code: 'B1-4', text: 'Tableta SIMPV funcționează?', type: 1, options: yesNo('Nu') },
        ],
      },
      {
        code: 'B2',
        description: 'Incidente',
        questions: [
          { code: 'B2-1', text: 'Au existat persoane neautorizate în secție?', type: 1, options: yesNo('Da') },
          {
            code: 'B2-2',
            text: 'Ce incidente ați observat?',
            type: 3,
            options: [
              { text: 'Propagandă electorală în secție', flagged: true },
              { text: 'Transport organizat de alegători', flagged: true },
              { text: 'Presiuni asupra alegătorilor', flagged: true },
              { text: 'Niciun incident' },
              { text: 'Altele (precizați)', freeText: true, flagged: true },
            ],
          },
          {
            code: 'B2-3',
            text: 'Cât timp au așteptat alegătorii la coadă?',
            type: 1,
            options: [{ text: 'Sub 15 minute' }, { text: '15–60 de minute' }, { text: 'Peste o oră', flagged: true }],
          },
        ],
      },
    ],
  },
  {
    code: 'C',
    description: 'Numărarea voturilor',
    order: 3,
    sections: [
      {
        code: 'C1',
        description: 'Închiderea secției',
        questions: [
          { code: 'C1-1', text: 'Secția s-a închis la ora 21:00 (cu excepția celor aflați la coadă)?', type: 1, options: yesNo('Nu') },
          { code: 'C1-2', text: 'Buletinele nefolosite au fost anulate înainte de deschiderea urnelor?', type: 1, options: yesNo('Nu') },
        ],
      },
      {
        code: 'C2',
        description: 'Numărarea',
        questions: [
          { code: 'C2-1', text: 'Observatorii au avut vizibilitate asupra buletinelor la numărare?', type: 1, options: yesNo('Nu') },
          { code: 'C2-2', text: 'Au existat contestații privind validitatea voturilor?', type: 2, options: yesNoOther('Da') },
          { code: 'C2-3', text: 'Procesul-verbal a fost afișat la ușa secției?', type: 1, options: yesNo('Nu') },
          { code: 'C2-4', text: 'Ați primit o copie a procesului-verbal?', type: 1, options: yesNo('Nu') },
        ],
      },
    ],
  },
];
