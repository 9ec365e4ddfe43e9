import {
  type BusinessUser,
  type ContactRow,
  dayMs,
  type Feature,
  feedbackCategories,
  feedbackRatings,
  type NormalUser,
  type Role,
  type StorageFolder,
  scheduleDateSchema,
} from '@management-center/contract';
import { createSeededRandom, type SeededRandom } from '../shared/seeded-random.ts';
import { businessNames, feedbackReviews, firstNames, lastNames } from './people.ts';
import { demoImage, type Rgb } from './png.ts';
import { authUid, pushId } from './random.ts';

export const demoPassword = 'management-center';

interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  // The account's role in the team; null for an account outside it.
  role: Role | null;
}

// The owner of the team: everything the console does, and the team itself.
export const demoAdministrator: DemoAccount = {
  email: 'admin@example.com',
  password: demoPassword,
  displayName: 'Demo Administrator',
  role: 'owner',
};

export const demoEditor: DemoAccount = {
  email: 'editor@example.com',
  password: demoPassword,
  displayName: 'Demo Editor',
  role: 'editor',
};

export const demoSupport: DemoAccount = {
  email: 'support@example.com',
  password: demoPassword,
  displayName: 'Demo Support',
  role: 'support',
};

// Signs in like the others but has no role, so the console and the callables refuse it.
export const demoMember: DemoAccount = {
  email: 'member@example.com',
  password: demoPassword,
  displayName: 'Demo Member',
  role: null,
};

export const demoAccounts: readonly DemoAccount[] = [demoAdministrator, demoEditor, demoSupport, demoMember];

// Content holds the image itself until the loader has uploaded it and can put its download URL in its place.
export class DemoImage {
  constructor(
    readonly folder: StorageFolder,
    readonly fileName: string,
    readonly bytes: Buffer,
  ) {}

  get path(): string {
    return `${this.folder}/${this.fileName}`;
  }
}

interface DemoWorkoutContent {
  'content-name': string;
  'content-url': string;
  lastUpdated: string;
  lastUpdatedTimestamp: number;
}

interface DemoData {
  normalUsers: Record<string, NormalUser>;
  businessUsers: Record<string, BusinessUser>;
  schedule: { date: string; timestamp: number };
  productWebsite: unknown;
  businessUserWebsite: unknown;
  images: DemoImage[];
  workoutContent: DemoWorkoutContent[];
}

const normalUserCount = 44;
const businessUserCount = 15;
// A fixed origin keeps the data identical between runs; it is a recent date so the console looks current.
const origin = Date.UTC(2026, 9, 1, 9, 0);

const palette: readonly Rgb[] = [
  [34, 139, 230],
  [18, 184, 134],
  [250, 82, 82],
  [252, 196, 25],
  [132, 94, 247],
  [255, 146, 43],
];

function imageFor(
  random: SeededRandom,
  folder: StorageFolder,
  name: string,
  size: [number, number],
): DemoImage {
  const bytes = demoImage(size[0], size[1], random.pick(palette), random.pick(palette));
  // docs/product.md, Data: stored file names are a millisecond timestamp followed by the original name.
  return new DemoImage(folder, `${origin}${name}.png`, bytes);
}

function buildNormalUsers(random: SeededRandom): Record<string, NormalUser> {
  const users: Record<string, NormalUser> = {};
  for (let index = 0; index < normalUserCount; index += 1) {
    const first = firstNames[index % firstNames.length] ?? 'Alex';
    const last = lastNames[(index * 7) % lastNames.length] ?? 'Taylor';
    const username = `${first} ${last}`;
    const user: NormalUser = {
      username,
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      userType: 'normal',
    };
    // Two thirds have completed registration ("Live"); the rest have not ("Unalive").
    if (index % 3 !== 2) {
      user.registrationDetails = {
        age: 18 + random.int(50),
        height: 150 + random.int(45),
        weight: 48 + random.int(55),
      };
    }
    // Every other user has unapproved feedback, cycling through every category and every rating.
    if (index % 2 === 0) {
      const order = index / 2;
      const category = feedbackCategories[order % feedbackCategories.length];
      if (!category) throw new Error('No feedback categories');
      user.feedback = {
        timestamp: origin + order * dayMs + random.int(dayMs),
        category: category.stored,
        rating: feedbackRatings[order % feedbackRatings.length] ?? 5,
        review: feedbackReviews[order % feedbackReviews.length] ?? 'Great app.',
        approveFeedback: false,
      };
    } else if (index % 4 === 1) {
      const category = random.pick(feedbackCategories);
      const timestamp = origin + index * dayMs;
      user.feedback = {
        timestamp,
        category: category.stored,
        rating: random.pick(feedbackRatings),
        review: random.pick(feedbackReviews),
        approveFeedback: true,
        feedbackApproveTimestamp: timestamp + dayMs,
      };
    }
    users[authUid(random)] = user;
  }
  return users;
}

function buildBusinessUsers(random: SeededRandom): Record<string, BusinessUser> {
  const users: Record<string, BusinessUser> = {};
  businessNames.slice(0, businessUserCount).forEach((name, index) => {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '');
    users[authUid(random)] = {
      username: name,
      email: `contact@${slug}.example.com`,
      userType: 'business',
      isApproveUser: index % 3 === 0,
      businessCertification: `https://certificates.example.com/${slug}/business-certification.pdf`,
    };
  });
  return users;
}

function keyed<T>(random: SeededRandom, items: T[]): Record<string, T> {
  return Object.fromEntries(items.map((item, index) => [pushId(origin + index * 1000, random), item]));
}

function buildProductWebsite(random: SeededRandom, images: DemoImage[]) {
  const track = (image: DemoImage): DemoImage => {
    images.push(image);
    return image;
  };
  const features: (Omit<Feature, 'icon'> & { icon: DemoImage })[] = [
    ['Smart workout plans', 'Adapts to your progress every week', 'Home, gym or outdoor sessions'],
    ['Activity tracking', 'Steps, heart rate and sleep in one place', 'Syncs with your watch'],
    ['Nutrition insights', 'Daily calorie and macro targets', 'Barcode scanning for quick logging'],
    ['Community challenges', 'Monthly competitions with friends', 'Leaderboards and badges'],
  ].map(([title, ...options], index) => ({
    icon: track(imageFor(random, 'ProductFeatureIcons', `feature-${index + 1}`, [96, 96])),
    options: [title ?? 'Feature', ...options],
  }));
  const members = [
    'Maya Lindqvist / Founder & CEO / Former Olympic rower who wants everyone to train smarter.',
    'Daniel Okafor / Head of Coaching / Certified strength coach with fifteen years on the gym floor.',
    'Sofia Rossi / Lead Engineer / Builds the tracking engine behind every workout.',
  ].map((description, index) => ({
    image: track(imageFor(random, 'AboutMembers', `member-${index + 1}`, [160, 160])),
    description,
  }));
  return {
    KeyFeature: {
      Main: {
        Title: 'Everything you need to reach your fitness goals',
        Description: 'Plan, track and share your training with an app that grows with you.',
      },
      Feature: keyed(random, features),
    },
    AboutUs: {
      Main: {
        Description: 'We are a team of athletes, coaches and engineers making fitness personal and fun.',
        image: track(imageFor(random, 'ProductAboutUsHeaderImage', 'about-us-header', [480, 180])),
      },
      Members: keyed(random, members),
    },
  };
}

function buildBusinessUserWebsite(random: SeededRandom, images: DemoImage[], sharedHeader: DemoImage) {
  const track = (image: DemoImage): DemoImage => {
    images.push(image);
    return image;
  };
  // A header photo no page shows any more: the media library lists it under "Not used anywhere".
  track(imageFor(random, 'BusinessAboutUsHeader', 'business-about-us-header', [480, 180]));
  const members = [
    'Ingrid Johansson / Partnerships Director / Helps gyms and studios grow with the app.',
    'Kwame Abara / Partner Success Manager / Your first call for onboarding and training.',
    'Priya Patel / Business Analyst / Turns member data into decisions for our partners.',
  ].map((description, index) => ({
    image: track(imageFor(random, 'BusinessAboutMembers', `business-member-${index + 1}`, [160, 160])),
    description,
  }));
  const benefits = [
    'Reach new members / Your classes appear to thousands of active app users nearby.',
    'Simple bookings / Members book and pay in the app; you see every booking live.',
    'Insights that matter / Attendance and retention reports for every class.',
  ].map((description, index) => ({
    image: track(imageFor(random, 'BusinessBenefitsIconImage', `benefit-${index + 1}`, [96, 96])),
    description,
  }));
  const contactRows: ContactRow[] = [
    {
      Title: 'Partnership enquiries',
      Description: 'partners@example.com · +1 415 555 0134',
      CompanyInformation: 'Fitness Co. Inc., 100 Market Street, San Francisco, CA 94105',
    },
    {
      Title: 'Partner support',
      Description: 'support@example.com · Monday to Friday, 9:00 to 17:00 PT',
      CompanyInformation: 'Registered in Delaware, company number 7654321',
    },
  ];
  return {
    AboutUs: {
      Main: {
        Description: 'We help gyms, studios and coaches reach people who are ready to train.',
        // The team photo both websites show: the media library lists it with two uses.
        image: sharedHeader,
      },
      Member: keyed(random, members),
    },
    BenefitOfPartnership: {
      Main: { Description: 'Partner with us and grow your business with the fitness app members love.' },
      Benefits: keyed(random, benefits),
    },
    ContactUs: keyed(random, contactRows),
  };
}

const workoutVideos = [
  ['20 Minute Full Body HIIT Workout', 'ml6cT4AZdqI'],
  ['Beginner Yoga Flow for Flexibility', 'v7AYKMP6rOE'],
  ['Strength Training at Home: Dumbbells Only', 'U0bhE67HuDY'],
] as const;

export function buildDemoData(): DemoData {
  const random = createSeededRandom('management-center demo data');
  const images: DemoImage[] = [];
  const schedule = scheduleDateSchema.parse(new Date(origin + 60 * dayMs).toISOString().slice(0, 10));
  const productWebsite = buildProductWebsite(random, images);
  return {
    normalUsers: buildNormalUsers(random),
    businessUsers: buildBusinessUsers(random),
    schedule,
    productWebsite,
    businessUserWebsite: buildBusinessUserWebsite(random, images, productWebsite.AboutUs.Main.image),
    images,
    workoutContent: workoutVideos.map(([title, videoId], index) => {
      const timestamp = origin + index * dayMs;
      return {
        'content-name': title,
        'content-url': `https://www.youtube.com/embed/${videoId}`,
        lastUpdated: new Date(timestamp).toISOString(),
        lastUpdatedTimestamp: timestamp,
      };
    }),
  };
}
