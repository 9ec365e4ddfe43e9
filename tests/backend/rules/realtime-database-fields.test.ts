import { type BusinessUser, feedbackCategories, type NormalUser } from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import { ref, set, update } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPassword, type WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { appUserRecordsRestoredAfterEach } from './app-user-records.ts';
import { expectDatabaseRefusal, ruleClients } from './rule-clients.ts';

// database.rules.json on the shape of the records the app writes: each field's type, length and range, no
// unnamed child (`$other`, which includes `__proto__`), and approved content that changes only together with its
// approval being withdrawn. Each case starts from a known, conforming record stored by the admin SDK, so a refusal
// is about the value the case writes and nothing else; every refused write leaves the whole database as it was.

const app = adminAppForSuite();
const clients = ruleClients();
const appUserRecords = appUserRecordsRestoredAfterEach(app);

interface Ids {
  normal: string;
  approvedFeedback: string;
  business: string;
  approvedBusiness: string;
}
let ids: Ids;
let as: Record<keyof Ids, WebClient>;

const approvedAt = 1_790_000_000_000;
const normalRecord = {
  username: 'Alex Taylor',
  email: 'alex.taylor@example.com',
  userType: 'normal',
  registrationDetails: { age: 30, height: 175, weight: 70 },
  feedback: {
    timestamp: 1_789_000_000_000,
    category: 'Workouts',
    rating: 4,
    review: 'Good plans',
    approveFeedback: false,
  },
} satisfies NormalUser;
const approvedRecord = {
  ...normalRecord,
  feedback: { ...normalRecord.feedback, approveFeedback: true, feedbackApproveTimestamp: approvedAt },
} satisfies NormalUser;
const businessRecord = {
  username: 'Harbour Gym',
  email: 'contact@harbour-gym.example.com',
  userType: 'business',
  isApproveUser: false,
  businessCertification: 'https://certificates.example.com/harbour-gym/certificate.pdf',
} satisfies BusinessUser;

async function stored(path: string): Promise<unknown> {
  return (await getDatabase(app).ref(path).get()).val();
}

async function signInAs(uid: string): Promise<WebClient> {
  const { email } = await getAuth(app).updateUser(uid, { password: demoPassword });
  if (email === undefined) throw new Error(`The account ${uid} has no e-mail`);
  return clients.open({ email, password: demoPassword });
}

beforeAll(async () => {
  setLogLevel('error');
  const { users, businessUsers } = appUserRecords();
  const [normal, approvedFeedback] = Object.keys(users);
  const [business, approvedBusiness] = Object.keys(businessUsers);
  if (!normal || !approvedFeedback || !business || !approvedBusiness) {
    throw new Error('The demo data lacks the records this suite needs');
  }
  ids = { normal, approvedFeedback, business, approvedBusiness };
  as = {
    normal: await signInAs(normal),
    approvedFeedback: await signInAs(approvedFeedback),
    business: await signInAs(business),
    approvedBusiness: await signInAs(approvedBusiness),
  };
});

beforeEach(async () => {
  await getDatabase(app)
    .ref()
    .update({
      [`users/${ids.normal}`]: normalRecord,
      [`users/${ids.approvedFeedback}`]: approvedRecord,
      [`business-users/${ids.business}`]: businessRecord,
      [`business-users/${ids.approvedBusiness}`]: { ...businessRecord, isApproveUser: true },
    });
});

describe('a normal user record', () => {
  const own = () => `users/${ids.normal}`;

  it('is accepted whole at every limit', async () => {
    const record = {
      username: 'u'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      userType: 'normal',
      registrationDetails: { age: 130, height: 280, weight: 500 },
      feedback: {
        timestamp: 0,
        category: 'Competition',
        rating: 5,
        review: 'r'.repeat(2000),
        approveFeedback: false,
      },
    };
    expect(record.email).toHaveLength(254);
    await set(ref(as.normal.database, own()), record);
    expect(await stored(own())).toEqual(record);
  });

  it.each<[string, unknown]>([
    ['username', 'A'],
    ['registrationDetails/age', 1],
    ['registrationDetails/height', 50],
    ['registrationDetails/weight', 10],
    ['registrationDetails/weight', 72.5],
    ['feedback/rating', 1],
    ['feedback/review', 'x'],
    ...feedbackCategories.map(({ stored: category }): [string, unknown] => ['feedback/category', category]),
  ])('accepts %s = %j', async (field, value) => {
    await set(ref(as.normal.database, `${own()}/${field}`), value);
    expect(await stored(`${own()}/${field}`)).toEqual(value);
  });

  it.each([
    ['username', ''],
    ['username', 'u'.repeat(101)],
    ['username', 42],
    ['username', { first: 'A' }],
    ['email', `${'e'.repeat(243)}@example.com`],
    ['email', 'no-at-sign'],
    ['email', 5],
    ['userType', 'business'],
    ['userType', 'admin'],
    ['registrationDetails/age', 0],
    ['registrationDetails/age', 131],
    ['registrationDetails/age', '30'],
    ['registrationDetails/height', 49],
    ['registrationDetails/height', 281],
    ['registrationDetails/weight', 9],
    ['registrationDetails/weight', 501],
    ['registrationDetails/weight', true],
    ['registrationDetails/bmi', 22],
    ['registrationDetails', { age: 30, height: 175 }],
    ['feedback/timestamp', 'yesterday'],
    ['feedback/timestamp', -1],
    ['feedback/category', 'Customise Widgets'],
    ['feedback/category', 'Other'],
    ['feedback/category', 3],
    ['feedback/rating', 0],
    ['feedback/rating', 6],
    ['feedback/rating', 99],
    ['feedback/rating', 4.5],
    ['feedback/rating', 'x'],
    ['feedback/rating', '5'],
    ['feedback/review', ''],
    ['feedback/review', 'r'.repeat(2001)],
    ['feedback/review', 7],
    ['feedback/extra', 'x'],
    ['feedback', { timestamp: 1, category: 'Login', rating: 5, approveFeedback: false }],
    ['isApproveUser', true],
    ['anything', 'x'],
  ])('refuses %s = %j', async (field, value) => {
    await expectDatabaseRefusal(() => set(ref(as.normal.database, `${own()}/${field}`), value));
  });

  it('refuses a record without a username', async () => {
    const { username: _username, ...record } = normalRecord;
    await expectDatabaseRefusal(() => set(ref(as.normal.database, own()), record));
  });

  it('refuses a record posing as an approved business user', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.normal.database, own()), { ...normalRecord, userType: 'business', isApproveUser: true }),
    );
  });

  it.each([
    ['__proto__/approveFeedback', true],
    ['feedback/__proto__/approveFeedback', true],
    ['feedback/__proto__', { approveFeedback: true, feedbackApproveTimestamp: 1 }],
    ['registrationDetails/__proto__/age', 30],
  ])('refuses %s through a multi-path update', async (field, value) => {
    await expectDatabaseRefusal(() => update(ref(as.normal.database), { [`${own()}/${field}`]: value }));
  });
});

describe('a feedback timestamp', () => {
  const timestamp = () => `users/${ids.normal}/feedback/timestamp`;
  const minuteMs = 60_000;

  // The app may stamp feedback with the phone's clock: five minutes ahead of the server are tolerated as its
  // skew, more would keep the feedback at the top of the newest-first queue.
  it.each([
    ['now', 0],
    ['a minute ahead, within the tolerated clock skew', minuteMs],
  ])('accepts %s', async (_, ahead) => {
    const value = Date.now() + ahead;
    await set(ref(as.normal.database, timestamp()), value);
    expect(await stored(timestamp())).toBe(value);
  });

  it.each([
    ['a day ahead', 24 * 60 * minuteMs],
    ['just past the five minutes of tolerated clock skew', 5 * minuteMs + 10_000],
  ])('refuses %s', async (_, ahead) => {
    await expectDatabaseRefusal(() => set(ref(as.normal.database, timestamp()), Date.now() + ahead));
    await expectDatabaseRefusal(() =>
      set(ref(as.normal.database, `users/${ids.normal}/feedback`), {
        ...normalRecord.feedback,
        timestamp: Date.now() + ahead,
      }),
    );
  });
});

describe('approved feedback', () => {
  const own = () => `users/${ids.approvedFeedback}`;

  it.each([
    ['review', 'Actually terrible'],
    ['rating', 1],
    ['category', 'Friends'],
  ])('refuses a changed %s while the approval stays', async (field, value) => {
    await expectDatabaseRefusal(() =>
      set(ref(as.approvedFeedback.database, `${own()}/feedback/${field}`), value),
    );
    await expectDatabaseRefusal(() =>
      update(ref(as.approvedFeedback.database, `${own()}/feedback`), {
        [field]: value,
        approveFeedback: true,
      }),
    );
  });

  it.each([
    ['review', 'Actually terrible'],
    ['rating', 1],
    ['category', 'Friends'],
  ])(
    'accepts a changed %s together with the approval withdrawn, keeping the approval time',
    async (field, value) => {
      await update(ref(as.approvedFeedback.database, `${own()}/feedback`), {
        [field]: value,
        approveFeedback: false,
      });
      expect(await stored(`${own()}/feedback`)).toEqual({
        ...approvedRecord.feedback,
        [field]: value,
        approveFeedback: false,
        feedbackApproveTimestamp: approvedAt,
      });
    },
  );

  it('accepts other changes to the record while the approval stays', async () => {
    await update(ref(as.approvedFeedback.database, own()), {
      username: 'Renamed',
      'registrationDetails/age': 31,
    });
    expect(await stored(`${own()}/feedback/approveFeedback`)).toBe(true);
  });

  it('is not approved again by the app once withdrawn', async () => {
    await set(ref(as.approvedFeedback.database, `${own()}/feedback/approveFeedback`), false);
    await expectDatabaseRefusal(() =>
      set(ref(as.approvedFeedback.database, `${own()}/feedback/approveFeedback`), true),
    );
  });
});

describe('a business user record', () => {
  const own = () => `business-users/${ids.business}`;

  it('is accepted whole at every limit', async () => {
    const record = {
      username: 'u'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      userType: 'business',
      isApproveUser: false,
      businessCertification: `http://example.com/${'c'.repeat(2048 - 19)}`,
    };
    expect(record.businessCertification).toHaveLength(2048);
    await set(ref(as.business.database, own()), record);
    expect(await stored(own())).toEqual(record);
  });

  it('is accepted without a certification link', async () => {
    const { businessCertification: _link, ...record } = businessRecord;
    await set(ref(as.business.database, own()), record);
    expect(await stored(own())).toEqual(record);
  });

  it.each([
    ['username', ''],
    ['username', 'u'.repeat(101)],
    ['email', `${'e'.repeat(243)}@example.com`],
    ['email', 'nobody'],
    ['userType', 'normal'],
    ['isApproveUser', 'false'],
    ['isApproveUser', true],
    ['businessCertification', 'ftp://example.com/c.pdf'],
    ['businessCertification', 'javascript:alert(1)'],
    ['businessCertification', 'https://example.com/a b.pdf'],
    ['businessCertification', `https://example.com/${'c'.repeat(2048 - 19)}`],
    ['businessCertification', 42],
    ['approvalEmail', { status: 'sent', at: 1 }],
    ['role', 'admin'],
  ])('refuses %s = %j', async (field, value) => {
    await expectDatabaseRefusal(() => set(ref(as.business.database, `${own()}/${field}`), value));
  });

  it.each([
    ['__proto__/isApproveUser', true],
    ['__proto__', { isApproveUser: true }],
  ])('refuses %s through a multi-path update', async (field, value) => {
    await expectDatabaseRefusal(() => update(ref(as.business.database), { [`${own()}/${field}`]: value }));
  });
});

describe('an approved business user', () => {
  const own = () => `business-users/${ids.approvedBusiness}`;

  it.each([
    ['businessCertification', 'https://elsewhere.example.net/fake.pdf'],
    ['email', 'someone-else@example.org'],
  ])('refuses a changed %s while the approval stays', async (field, value) => {
    await expectDatabaseRefusal(() => set(ref(as.approvedBusiness.database, `${own()}/${field}`), value));
    await expectDatabaseRefusal(() =>
      update(ref(as.approvedBusiness.database, own()), { [field]: value, isApproveUser: true }),
    );
  });

  it('refuses a removed certification link while the approval stays', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.approvedBusiness.database, `${own()}/businessCertification`), null),
    );
  });

  it.each([
    ['businessCertification', 'https://elsewhere.example.net/fake.pdf'],
    ['email', 'someone-else@example.org'],
  ])('accepts a changed %s together with the approval withdrawn', async (field, value) => {
    await update(ref(as.approvedBusiness.database, own()), { [field]: value, isApproveUser: false });
    expect(await stored(own())).toEqual({ ...businessRecord, [field]: value, isApproveUser: false });
  });

  it('is not approved again by the app once withdrawn', async () => {
    await set(ref(as.approvedBusiness.database, `${own()}/isApproveUser`), false);
    await expectDatabaseRefusal(() => set(ref(as.approvedBusiness.database, `${own()}/isApproveUser`), true));
  });
});
