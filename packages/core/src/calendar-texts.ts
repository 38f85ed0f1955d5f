// Sentences about key dates that e-mails, suggestions and the dashboard say the same way.

/** "today", "tomorrow", "in 3 days"; "3 days ago" for the past. */
export function whenPhrase(daysAway: number): string {
  if (daysAway === 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  if (daysAway === -1) return 'yesterday';
  return daysAway > 0 ? `in ${daysAway} days` : `${-daysAway} days ago`;
}

/**
 * What the date is, said with the person's name: "Sarah's birthday" for a title "Birthday", the
 * title itself when it already names the person ("Mum and Dad's anniversary" for Mum and Dad).
 */
export function occasionPhrase(personName: string, title: string): string {
  const trimmed = title.trim();
  const firstName = personName.trim().split(/\s+/)[0] ?? '';
  if (firstName && trimmed.toLowerCase().includes(firstName.toLowerCase())) return trimmed;
  const possessive = personName.trim().endsWith('s') ? `${personName.trim()}'` : `${personName.trim()}'s`;
  // A title that starts with an ordinary word reads in lower case after the name ("Sarah's birthday");
  // one that starts with a name or an acronym ("Japan trip", "NYC move") keeps its capital.
  const firstWord = trimmed.split(/\s+/)[0] ?? '';
  const ordinary = /^[A-Z][a-z]+$/.test(firstWord) && COMMON_FIRST_WORDS.has(firstWord.toLowerCase());
  return `${possessive} ${ordinary ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed}`;
}

const COMMON_FIRST_WORDS = new Set([
  'birthday', 'anniversary', 'wedding', 'graduation', 'engagement', 'retirement', 'first', 'last', 'day', 'date', 'move',
  'moving', 'surgery', 'appointment', 'party', 'trip', 'exam', 'exams', 'interview', 'start', 'new', 'name', 'baptism',
  'christening', 'memorial', 'recital', 'concert', 'game', 'match', 'race', 'marathon', 'dinner', 'lunch', 'visit',
  'due', 'work', 'job', 'school', 'college', 'university', 'housewarming', 'launch', 'opening', 'funeral', 'sobriety',
  'adoption', 'gotcha', 'big', 'holiday', 'vacation',
]);

/** "Sarah's birthday is tomorrow", "Mum and Dad's anniversary is in 7 days". */
export function reminderSentence(personName: string, title: string, daysAway: number): string {
  return `${occasionPhrase(personName, title)} is ${whenPhrase(daysAway)}`;
}

/** "turns 34", "10th anniversary": the count of years the date has been coming back. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** "No memory of Tom for 5 weeks", "No memory of Tom yet" for the keep-in-touch suggestion. */
export function cadenceReason(personName: string, daysSinceLastMemory: number | null): string {
  if (daysSinceLastMemory === null) return `No memory of ${personName} yet`;
  if (daysSinceLastMemory < 14) return `No memory of ${personName} for ${daysSinceLastMemory} days`;
  if (daysSinceLastMemory < 60) return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 7)} weeks`;
  if (daysSinceLastMemory < 730) return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 30)} months`;
  return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 365)} years`;
}
