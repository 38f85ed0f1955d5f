// The queries `npm run bench:search` times: eight kinds, 20 each, all in the seeded texts' vocabulary.
import { SYLLABLES } from './search-seed.mjs';

const rare = Array.from({ length: 20 }, (_, i) => SYLLABLES[(i * 7) % 24] + SYLLABLES[(i * 11 + 3) % 24] + SYLLABLES[(i * 5 + 1) % 24]);
/** Eight kinds of search, 20 queries each (search-seed.mjs writes the texts). */
export const QUERY_KINDS = {
  'one common word': ['coffee', 'dinner', 'walk', 'garden', 'birthday', 'gift', 'work', 'school', 'book', 'kids', 'afternoon', 'photo', 'evening', 'knee', 'puppy', 'anniversary', 'speech', 'mint', 'tomatoes', 'physiotherapist'],
  'one rare word': rare,
  'two words': ['coffee lisbon', 'garden mint', 'puppy boots', 'piano school', 'knee swimming', 'anniversary speech', 'jazz records', 'vintage cameras', 'dinner closing', 'kids piano', 'book mushrooms', 'maps mushrooms', 'orchids gift', 'chess year', 'photo kyoto', 'walk dinner', 'hospital surgery', 'beach cornwall', 'bakery sourdough', 'boxes afternoon'],
  'quoted phrase': ['"long walk"', '"new job"', '"dark chocolate"', '"good gift"', '"hiking boots"', '"piano lessons"', '"farmers market"', '"old cinema"', '"new manager"', '"history of maps"', '"too much mint"', '"check in again"', '"board games"', '"running shoes"', '"jazz records"', '"lake house"', '"thai restaurant"', '"anniversary party"', '"new band"', '"move boxes"'],
  exclusion: ['coffee -lisbon', 'dinner -kyoto', 'garden -mint', 'gift -chocolate', 'walk -dinner', 'puppy -boots', 'birthday -call', 'book -maps', 'school -piano', 'knee -swimming', 'photo -kyoto', 'kids -school', 'job -manager', 'cinema -old', 'anniversary -speech', 'market -farmers', 'cameras -vintage', 'chess -year', 'boxes -afternoon', 'band -new'],
  typo: ['birthdya', 'anniversry', 'gardn', 'resturant', 'physiotherapst', 'mushroms', 'photgraphy', 'embroidry', 'speach', 'cinemma', 'hospitl', 'cornwal', 'lisbom', 'sourdogh', 'orchds', 'crosword', 'watercolors', 'swiming', 'bakry', 'mushrom'],
  prefix: ['annive', 'sourd', 'photog', 'swimm', 'physio', 'embroi', 'mushr', 'tomat', 'cinem', 'orchi', 'crossw', 'waterc', 'hospi', 'cornw', 'resta', 'speec', 'puzzl', 'vinta', 'kyo', 'lisb'],
  "a person's name": ['Sarah', 'Mateo', 'Zoe', 'Chloe Miller', 'José', 'Soren', 'Anais', 'Priya', 'Kofi', 'Yuki Okafor', 'Ingrid', 'Tariq', 'Mei', 'Hugo', 'Leila', 'Felix Tanaka', 'Oscar', 'Nadia', 'Diego', 'Elena'],
};
