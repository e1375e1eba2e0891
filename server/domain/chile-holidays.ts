/**
 * Chilean public holidays (feriados legales) for 2025-2027, as the laws in force place them: movable
 * ones already moved (San Pedro y San Pablo and Encuentro de Dos Mundos to a Monday, Iglesias
 * Evangélicas to a Friday), Easter's Viernes and Sábado Santo, the Pueblos Indígenas day on the winter
 * solstice, and the 2025 election days. Outside those years only the fixed-date holidays are known.
 */
export const chileHolidays: Readonly<Record<string, string>> = {
  '2025-01-01': 'Año Nuevo',
  '2025-04-18': 'Viernes Santo',
  '2025-04-19': 'Sábado Santo',
  '2025-05-01': 'Día Nacional del Trabajo',
  '2025-05-21': 'Día de las Glorias Navales',
  '2025-06-20': 'Día Nacional de los Pueblos Indígenas',
  '2025-06-29': 'San Pedro y San Pablo',
  '2025-07-16': 'Día de la Virgen del Carmen',
  '2025-08-15': 'Asunción de la Virgen',
  '2025-09-18': 'Independencia Nacional',
  '2025-09-19': 'Día de las Glorias del Ejército',
  '2025-10-12': 'Encuentro de Dos Mundos',
  '2025-10-31': 'Día de las Iglesias Evangélicas y Protestantes',
  '2025-11-01': 'Día de Todos los Santos',
  '2025-11-16': 'Elecciones presidenciales y parlamentarias',
  '2025-12-08': 'Inmaculada Concepción',
  '2025-12-14': 'Segunda vuelta presidencial',
  '2025-12-25': 'Navidad',

  '2026-01-01': 'Año Nuevo',
  '2026-04-03': 'Viernes Santo',
  '2026-04-04': 'Sábado Santo',
  '2026-05-01': 'Día Nacional del Trabajo',
  '2026-05-21': 'Día de las Glorias Navales',
  '2026-06-21': 'Día Nacional de los Pueblos Indígenas',
  '2026-06-29': 'San Pedro y San Pablo',
  '2026-07-16': 'Día de la Virgen del Carmen',
  '2026-08-15': 'Asunción de la Virgen',
  '2026-09-18': 'Independencia Nacional',
  '2026-09-19': 'Día de las Glorias del Ejército',
  '2026-10-12': 'Encuentro de Dos Mundos',
  '2026-10-31': 'Día de las Iglesias Evangélicas y Protestantes',
  '2026-11-01': 'Día de Todos los Santos',
  '2026-12-08': 'Inmaculada Concepción',
  '2026-12-25': 'Navidad',

  '2027-01-01': 'Año Nuevo',
  '2027-03-26': 'Viernes Santo',
  '2027-03-27': 'Sábado Santo',
  '2027-05-01': 'Día Nacional del Trabajo',
  '2027-05-21': 'Día de las Glorias Navales',
  '2027-06-21': 'Día Nacional de los Pueblos Indígenas',
  '2027-06-28': 'San Pedro y San Pablo',
  '2027-07-16': 'Día de la Virgen del Carmen',
  '2027-08-15': 'Asunción de la Virgen',
  '2027-09-18': 'Independencia Nacional',
  '2027-09-19': 'Día de las Glorias del Ejército',
  '2027-10-11': 'Encuentro de Dos Mundos',
  '2027-10-31': 'Día de las Iglesias Evangélicas y Protestantes',
  '2027-11-01': 'Día de Todos los Santos',
  '2027-12-08': 'Inmaculada Concepción',
  '2027-12-25': 'Navidad',
};

const holidayYears = { from: 2025, to: 2027 } as const;

/** Holidays on the same day every year, assumed for years the table does not cover. */
const fixedDateHolidays: Readonly<Record<string, string>> = {
  '01-01': 'Año Nuevo',
  '05-01': 'Día Nacional del Trabajo',
  '05-21': 'Día de las Glorias Navales',
  '07-16': 'Día de la Virgen del Carmen',
  '08-15': 'Asunción de la Virgen',
  '09-18': 'Independencia Nacional',
  '09-19': 'Día de las Glorias del Ejército',
  '11-01': 'Día de Todos los Santos',
  '12-08': 'Inmaculada Concepción',
  '12-25': 'Navidad',
};

/** The holiday's name on `day` (`YYYY-MM-DD`), or undefined on a working day. */
export function holidayName(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  if (year >= holidayYears.from && year <= holidayYears.to) return chileHolidays[day];
  return fixedDateHolidays[day.slice(5)];
}

export function isHoliday(day: string): boolean {
  return holidayName(day) !== undefined;
}
