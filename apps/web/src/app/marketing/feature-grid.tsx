import Grid from '@mui/material/Grid';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PortraitOutlined from '@mui/icons-material/PortraitOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { FeatureCard, type Feature } from './feature-card';
import { Section } from './section';

const FEATURES: Feature[] = [
  {
    title: 'A profile for everyone who matters',
    text: 'Keep a kindred for each person: their name, how you know them and, if you like, a photo.',
    Icon: PeopleAltOutlined,
  },
  {
    title: 'Memories in your own words',
    text: 'Write moments down as they happen. No forms to fill in, just free text, whenever it suits you.',
    Icon: EditNoteOutlined,
  },
  {
    title: 'Key dates, never missed',
    text: 'Birthdays, anniversaries and big events are spotted in your memories and kept as key dates, yearly when they repeat.',
    Icon: EventOutlined,
  },
  {
    title: 'Titles and summaries',
    text: 'Each memory gets a clear title, a short summary and a category, so years of notes stay easy to browse.',
    Icon: AutoAwesomeOutlined,
  },
  {
    title: 'A portrait of each person',
    text: 'Kindred gathers what you have shared into a living portrait: interests, preferences, goals and the moments you lived together.',
    Icon: PortraitOutlined,
  },
  {
    title: 'Ice breakers',
    text: 'Not sure how to start? Get a conversation opener drawn from what you already know about them.',
    Icon: ForumOutlined,
  },
  {
    title: 'Gift ideas',
    text: 'Thoughtful suggestions based on their interests and your shared memories, not on what is trending.',
    Icon: CardGiftcardOutlined,
  },
  {
    title: 'A coaching plan',
    text: 'For the relationships you want to invest in, a step-by-step plan with small, meaningful actions.',
    Icon: TrendingUpOutlined,
  },
];

/** What Kindred does: every capability of spec §1 as a card. */
export function FeatureGrid() {
  return (
    <Section
      title="Everything you need to show up for the people you love"
      intro="Kindred remembers the details so you can focus on the relationship. You write; thoughtful AI helps you make something of it."
    >
      <Grid container spacing={3}>
        {FEATURES.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <FeatureCard {...feature} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
