import { factOf, keyOf, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';
import { capitalise } from './tokens';

// What someone does for a living, told plainly: "sam's a nurse on nights", "she works as a
// paralegal", "got promoted to senior architect", "retraining as a midwife" (that one is a goal
// and stays with the goals). A portrait lists it among who they are.

const JOBS = [
  'nurse', 'doctor', 'teacher', 'architect', 'engineer', 'lawyer', 'solicitor', 'barrister', 'paralegal', 'accountant', 'chef',
  'cook', 'baker', 'midwife', 'paramedic', 'pharmacist', 'dentist', 'vet', 'surgeon', 'gp', 'consultant', 'plumber', 'electrician',
  'builder', 'carpenter', 'joiner', 'mechanic', 'firefighter', 'police officer', 'officer', 'soldier', 'pilot', 'designer',
  'developer', 'programmer', 'scientist', 'researcher', 'professor', 'lecturer', 'librarian', 'journalist', 'writer', 'editor',
  'artist', 'musician', 'photographer', 'actor', 'actress', 'manager', 'director', 'analyst', 'banker', 'farmer', 'gardener',
  'cleaner', 'carer', 'social worker', 'therapist', 'counsellor', 'counselor', 'physio', 'physiotherapist', 'optician', 'postman',
  'cashier', 'waiter', 'waitress', 'barista', 'bartender', 'hairdresser', 'barber', 'estate agent', 'realtor', 'receptionist',
  'secretary', 'administrator', 'headteacher', 'head teacher', 'principal', 'vicar', 'priest', 'rabbi', 'imam', 'translator',
  'interpreter', 'tutor', 'coach', 'personal trainer', 'radiographer', 'anaesthetist', 'anesthetist', 'psychologist',
  'psychiatrist', 'surveyor', 'civil servant', 'entrepreneur', 'founder', 'ceo', 'cto', 'cfo', 'nanny', 'childminder',
  'driver', 'machinist', 'welder', 'technician', 'dietitian', 'nutritionist', 'software engineer', 'data scientist', 'professor',
  'diplomat', 'judge', 'detective', 'sergeant', 'captain', 'curator', 'archivist', 'sommelier', 'florist', 'butcher', 'tailor',
  'seamstress', 'potter', 'jeweller', 'jeweler', 'optometrist', 'podiatrist', 'veterinarian', 'zookeeper', 'ranger', 'forester',
  'fisherman', 'miner', 'plasterer', 'decorator', 'roofer', 'glazier', 'locksmith', 'courier', 'bus driver', 'taxi driver',
  'lorry driver', 'truck driver', 'flight attendant', 'air hostess', 'steward', 'stewardess', 'lifeguard', 'dj', 'producer',
  'broadcaster', 'presenter', 'comedian', 'dancer', 'singer', 'composer', 'conductor', 'illustrator', 'animator', 'copywriter',
  'marketer', 'recruiter', 'buyer', 'auditor', 'actuary', 'economist', 'statistician', 'mathematician', 'physicist', 'chemist',
  'biologist', 'geologist', 'astronomer', 'historian', 'archaeologist', 'academic', 'student', 'apprentice', 'intern', 'trainee',
  'headmistress', 'headmaster', 'cab driver', 'tram driver', 'train driver', 'tattoo artist', 'nurse practitioner',
  'air traffic controller', 'controller', 'farrier', 'diver', 'blacksmith', 'handyman', 'caretaker', 'porter', 'shopkeeper',
  'publican', 'bookkeeper', 'undertaker', 'funeral director', 'registrar', 'midwife', 'stonemason', 'mason', 'bricklayer',
  'scaffolder', 'landscaper', 'upholsterer', 'cobbler', 'goldsmith', 'silversmith', 'luthier', 'piano tuner', 'sailor',
  'fisherwoman', 'deckhand', 'skipper', 'ranger', 'shepherd', 'groom', 'jockey', 'trainer', 'referee', 'umpire',
  'care assistant', 'healthcare assistant', 'teaching assistant', 'cabinet maker', 'cabinetmaker', 'lineman', 'linesman',
  'team lead', 'team leader', 'tech lead',
];
// Any "-ologist", "-ician", "-ographer" or "-ist" is a job once it is said of the person:
// glaciologist, electrician, cartographer, taxidermist ("she's a real optimist" is who she is too).
const JOB = `${[...JOBS].sort((a, b) => b.length - a.length).join('|')}|\\p{L}+ologist|\\p{L}+ician|\\p{L}+ographer|\\p{L}{4,}ist`;
const GRADE = String.raw`(?:(?:senior|junior|head|chief|lead|principal|staff|charge|ward|trainee|student|retired|freelance|self-employed|qualified|newly qualified|primary school|secondary school|school|district|community|night|locum|agency|practice|sous|pastry|head)\s+)?`;
const SAID = String.raw`(?:'s\s+been|'s|'re|'ve\s+been|\s+are|'ll\s+be|\s+will\s+be|\s+is|\s+was|\s+has\s+been|\s+works\s+as|\s+worked\s+as|\s+became|\s+qualified\s+as|\s+got\s+promoted\s+to|\s+was\s+promoted\s+to|\s+promoted\s+to|\s+made|\s+now)\s+(?:(?:now|officially|finally|already|still|actually|also)\s+)*(?:an?\s+|the\s+)?`;

// "Head of Data", "Director of Operations": a title with what it heads, written with capitals.
// (The patterns are case-blind, so a second word is any word but one that starts what follows.)
const HEAD_OF = String.raw`(?:head|director|vp|chief|manager|lead|professor|dean)\s+of\s+\p{Lu}[\p{L}&-]*(?:\s+(?!(?:today|now|at|in|on|for|and|from|next|last|this|since|starting|starts|yesterday|tomorrow)\b)\p{Lu}[\p{L}&-]*)?`;
// After "as" or before "post" a title needs no capitals: "stepping down as head of operations".
const HEAD_OF_ANY_CASE = String.raw`(?:head|director|vp|chief|manager|lead|professor|dean)\s+of\s+[\p{L}&-]+`;
// Up to two describing words before a job: "marine engineer", "primary school headmistress".
// ("an A&E doctor": a word goes on through "&".)
const DESCRIBED = String.raw`(?:(?!(?:i|we|he|she|they|you|got|get|is|was|to|the|a|an|my|his|her|their|our|and|or|but|with)(?![\p{L}&-]))[\p{L}&-]+\s+){0,2}`;
// A note that opens with the job, told with describing words only: "Sound engineer by day at the
// BBC.", "Retired chemistry teacher." ("I got promoted to manager" is the writer's news). After a
// dash or "Was a", it may go on to where: "Robin — interpreter for the NHS", "Was a fisherman for
// forty years" ("Teacher at the school said hi" is someone else).
const NOTE_JOB = String.raw`((?:(?!(?:i|we|he|she|they|you|got|get|is|was|to|the|a|an|my|his|her|their|our|promoted|became|wants?|new|no|not)\b)[\p{L}-]+\s+){0,4}(?:${JOB}))`;
// "Chartered accountant now 🎉": the job the person has come to.
const NOTE_OPENING_JOB = new RegExp(String.raw`(?:^|[.!?\n]\s*|[-•]\s+)${NOTE_JOB}(?=\s+(?:by day|by trade)\b|(?:\s+now)?\s*[,.;!]|(?:\s+now)?\s*$|\s+now\s)`, 'giu');
// "Ada got the job!! Senior architect at the practice in Leeds.": the job the news is of, and where.
const JOB_AFTER_NEWS = new RegExp(String.raw`\b(?:got|landed|accepted|offered)\s+(?:the|a|her|his|their)\s+(?:new\s+)?(?:job|promotion)\b[!.]+\s+${NOTE_JOB}(?=\s+(?:at|for|with|in|from)\s|\s*[,.;!]|\s*$)`, 'giu');
const NOTE_JOB_WHERE = new RegExp(
  String.raw`(?:[—–:]\s+|(?:^|[.!?\n|]\s*)(?:was|is|been)\s+an?\s+)${NOTE_JOB}(?=\s+(?:by day|by trade|for|at|with|in|on)\b|\s*[,.;]|\s*$)`,
  'giu',
);

const SUBJECT = String.raw`(?:^|[^\p{L}'])(?:{person}|she|he|they)${SAID}`;
const AS_A_JOB = new RegExp(String.raw`(?<!\b(?:i|i've|i'm|me|we)\s+(?:\S+\s+)?)(?<!\b(?:retrain|retraining|train|training|study|studying)\s+)\bas\s+an?\s+(${DESCRIBED}(?:${JOB}))(?![\p{L}-])`, 'giu');
// "offered the post of glaciologist", "accepted the Head of Analytics post", "stepping down as head of operations".
const POST = new RegExp(
  String.raw`\b(?:post|job|role|position)\s+(?:of|as)\s+(?:an?\s+|the\s+)?(${DESCRIBED}(?:${JOB})|${HEAD_OF_ANY_CASE})(?![\p{L}-])|\b(${HEAD_OF})\s+(?:post|job|role|position)\b|(?<!\b(?:i|i've|i'm|i was|me|we)\s+(?:\S+\s+)?)\b(?:offered|got|landed|accepted|taken|took)\s+(?:the|a|an|her|his|their)\s+(${DESCRIBED}(?:${JOB}))\s+(?:job|post|role|position)\b|(?<!\b(?:i|i'm|i am|me|we)\s+(?:\S+\s+)?)\b(?:down|retired|retiring)\s+as\s+(${HEAD_OF_ANY_CASE})`,
  'giu',
);
// "leaving in January to become Head of Operations at the trust" (not "I want to become a nurse").
const BECOMING = new RegExp(String.raw`(?<!\b(?:i|i'm|i am|we|me)\s+(?:\S+\s+){0,3})\bto\s+become\s+(?:an?\s+|the\s+)?(${GRADE}(?:${JOB})|${HEAD_OF})(?![\p{L}-])`, 'giu');
const PROMOTED = new RegExp(String.raw`(?<!\b(?:i|i've|i've been|i was|i got|we)\s+)(?:got\s+)?promoted\s+to\s+(${GRADE}(?:${JOB})|${HEAD_OF})(?![\p{L}-])`, 'giu');

// "Retired engineer and still fixes everyone's boilers", "a retired chemistry teacher" (not "I'm a retired nurse").
const RETIRED_JOB = new RegExp(String.raw`(?<!\b(?:i|i'm|i am|me|we)\s+(?:an?\s+)?)\b(retired\s+${DESCRIBED}(?:${JOB}))(?![\p{L}-])`, 'giu');

// "electrical apprenticeship going well", "his plumbing apprenticeship": an apprentice of that trade.
const APPRENTICESHIP = /(?<!\b(?:i|i'm|my|me|we|our)\s+(?:\S+\s+)?)\b(?:(?:her|his|their|an?|the)\s+)?(?:([\p{L}-]+)\s+)?apprenticeship\b/giu;
const NOT_A_TRADE = /^(?:her|his|their|an?|the|doing|started|starting|finished|new|my|our|an|first|second|third|year|degree)$/i;

const JOB_NOTE = new RegExp(String.raw`^${NOTE_JOB}(?=\s+(?:by day|by trade|for|at|with|in|on)\b|\s*$)`, 'iu');

/** Whether a phrase names a job rather than something that happened: "sound engineer by day at the BBC". */
export const namesAJob = (phrase: string): boolean => JOB_NOTE.test(phrase.trim());

/** The jobs one memory says the person has or had. */
export function occupationsOf(text: string, person: PersonWords): Fact[] {
  const facts = new Map<string, Fact>();
  const jobs = [
    ...[...text.matchAll(personRegExp(person, String.raw`${SUBJECT}((?:${GRADE}|${DESCRIBED})(?:${JOB}))(?![\p{L}-])`, 'giu'))].map((match) => match[1]!),
    ...[...text.matchAll(personRegExp(person, String.raw`${SUBJECT}(${HEAD_OF})`, 'giu'))].map((match) => match[1]!),
    ...[...text.matchAll(NOTE_OPENING_JOB)].map((match) => match[1]!),
    ...[...text.matchAll(NOTE_JOB_WHERE)].map((match) => match[1]!),
    // "Forty years as a marine engineer", "Works as a tram driver" (not "I work as a nurse").
    ...[...text.matchAll(AS_A_JOB)].map((match) => match[1]!),
    // A note without a subject: "- promoted to Head of Data, starts Jan" (not "I got promoted").
    ...[...text.matchAll(PROMOTED)].map((match) => match[1]!),
    // The job-sized patterns run only where their lead word is: each scan of a memory costs a millisecond.
    ...(/\bbecome\b/i.test(text) ? [...text.matchAll(BECOMING)].map((match) => match[1]!) : []),
    ...(/\b(?:job|promotion)\b/i.test(text) ? [...text.matchAll(JOB_AFTER_NEWS)].map((match) => match[1]!) : []),
    ...(/\bretired\b/i.test(text) ? [...text.matchAll(RETIRED_JOB)].map((match) => match[1]!) : []),
    ...[...text.matchAll(POST)].map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4])!),
    ...(/apprenticeship/i.test(text) ? [...text.matchAll(APPRENTICESHIP)].map((match) => (match[1] && !NOT_A_TRADE.test(match[1]) ? `${match[1]} apprentice` : 'apprentice')) : []),
  ];
  for (const said of jobs) {
    const job = said.toLowerCase().replace(/\s+/g, ' ');
    // "Head of Data" keeps its capitals; "Senior Architect" written so is tidied to "Senior architect".
    const text = job.length <= 3 ? job.toUpperCase() : capitalise(/\p{Lu}/u.test(said.slice(1)) ? said : job);
    if (!facts.has(keyOf(text))) facts.set(keyOf(text), factOf('personal_attributes', text, keyOf(text)));
  }
  return [...facts.values()];
}
