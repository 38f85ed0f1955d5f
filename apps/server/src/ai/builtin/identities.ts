import { toldFact, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';
import { isTheirs, isWritersOwn } from './writers-own';

// Who they are by where they are from, and the trait a friend puts first: "as a proud Ghanaian he
// insists", "She's Norwegian, from Bergen", "our favourite kiwi", "Most loyal person I know", "the
// most organised teenager alive".

const DEMONYMS = [
  'Afghan', 'Albanian', 'Algerian', 'American', 'Argentinian', 'Argentine', 'Armenian', 'Australian', 'Aussie', 'Austrian',
  'Bangladeshi', 'Belgian', 'Bolivian', 'Bosnian', 'Brazilian', 'British', 'Bulgarian', 'Cambodian', 'Cameroonian', 'Canadian',
  'Chilean', 'Chinese', 'Colombian', 'Congolese', 'Cornish', 'Croatian', 'Cuban', 'Cypriot', 'Czech', 'Danish', 'Dominican',
  'Dutch', 'Ecuadorian', 'Egyptian', 'English', 'Eritrean', 'Estonian', 'Ethiopian', 'Fijian', 'Filipino', 'Filipina', 'Finnish',
  'French', 'Georgian', 'German', 'Ghanaian', 'Greek', 'Guatemalan', 'Haitian', 'Hungarian', 'Icelandic', 'Indian',
  'Indonesian', 'Iranian', 'Iraqi', 'Irish', 'Israeli', 'Italian', 'Jamaican', 'Japanese', 'Jordanian', 'Kenyan', 'Kiwi',
  'Korean', 'Kurdish', 'Latvian', 'Lebanese', 'Lithuanian', 'Malaysian', 'Maltese', 'Māori', 'Maori', 'Mexican', 'Moroccan',
  'Nepali', 'Nepalese', 'Nigerian', 'Norwegian', 'Pakistani', 'Palestinian', 'Peruvian', 'Polish', 'Portuguese', 'Puerto Rican',
  'Romanian', 'Russian', 'Rwandan', 'Samoan', 'Scottish', 'Scot', 'Senegalese', 'Serbian', 'Sicilian', 'Singaporean', 'Slovak',
  'Somali', 'South African', 'Spanish', 'Sri Lankan', 'Sudanese', 'Swedish', 'Swiss', 'Syrian', 'Taiwanese', 'Tamil', 'Tanzanian',
  'Thai', 'Tongan', 'Trinidadian', 'Tunisian', 'Turkish', 'Ugandan', 'Ukrainian', 'Uruguayan', 'Venezuelan', 'Vietnamese', 'Welsh',
  'Yemeni', 'Zambian', 'Zimbabwean', 'Geordie', 'Scouser', 'Glaswegian', 'Texan', 'Yorkshireman', 'Yorkshirewoman',
].sort((a, b) => b.length - a.length);
const DEMONYM = `(?:half[- ])?(?:${DEMONYMS.join('|')})`;
// A demonym that goes on to a noun names a thing ("Turkish tea", "Irish soda bread"), not them.
const ENDS = String.raw`(?=\s*[,.;:!?)\n—–-]|\s+(?:and|but|so|through|to|who|which|from|by|at|still|now|too|born|at\s+heart|she|he|they)\b|\s*$)`;
// "She's Norwegian, from Bergen": where they are from goes with it.
const FROM = String.raw`(?:,?\s+(from\s+\p{Lu}[\p{L}-]+))?`;
const IS_ONE = String.raw`\b(?:{person}|she|he|they)(?:'s|’s|\s+is|\s+are|'re|’re)\s+(?:(?:very|so|really|proudly|fiercely|properly|a|an)\s+)*(proud\s+|true\s+)?(${DEMONYM})${ENDS}${FROM}`;
// "as a proud Ghanaian", "our favourite kiwi", "fellow Scot".
const ONE_OF = new RegExp(String.raw`\b(?:as\s+an?\s+(proud\s+|true\s+)?|(?:our|my|your)\s+(?:favourite|favorite|fave|resident)\s+|fellow\s+|proud\s+)(${DEMONYM})${ENDS}`, 'giu');
// "Most loyal person I know", "the most organised teenager alive", "kindest man in the world".
const MOST = /\b(?:the\s+)?((?:most\s+[\p{L}-]{3,}|[\p{L}-]{3,}est)\s+(?:person|man|woman|human|teenager|kid|guy|girl|boy|soul|friend|dad|mum|mom|nurse|teacher|doctor|boss|colleague)\s+(?:I\s+know|I've\s+ever\s+met|I\s+have\s+ever\s+met|alive|ever|in\s+the\s+world|on\s+the\s+planet|going))\b/giu;
const NOT_TRAITS = /^(?:best|worst|last|first|least|latest|biggest|oldest|youngest|eldest|closest|nearest)\b/iu;

const cased = (demonym: string) => DEMONYMS.find((name) => name.toLowerCase() === demonym.toLowerCase().replace(/^half[- ]/, '')) ?? demonym;

/** Where someone is from and the trait told first, in one memory. */
export function identitiesOf(text: string, person: PersonWords): Fact[] {
  const facts: Fact[] = [];
  const said = (proud: string | undefined, demonym: string) => `${proud ? `${proud.trim().toLowerCase()} ` : ''}${/^half/i.test(demonym) ? 'half ' : ''}${cased(demonym)}`;
  for (const match of text.matchAll(personRegExp(person, IS_ONE, 'giu'))) {
    if (isTheirs(text, match.index)) facts.push(toldFact('personal_attributes', `${said(match[1], match[2]!)}${match[3] ? `, ${match[3]}` : ''}`));
  }
  for (const match of text.matchAll(ONE_OF)) if (isTheirs(text, match.index)) facts.push(toldFact('personal_attributes', said(match[1], match[2]!)));
  for (const match of text.matchAll(MOST)) {
    if (!NOT_TRAITS.test(match[1]!) && !isWritersOwn(text, match.index)) facts.push(toldFact('personal_attributes', match[1]!));
  }
  return facts;
}
