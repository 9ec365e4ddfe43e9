import { siteContentReads } from './content-schemas.ts';
import { ImageItemsPage, type ImageItemsScreen } from './ImageItemsPage.tsx';

const memberReminder = 'Name / Role / Description';

const productAboutUs: ImageItemsScreen = {
  title: 'About Us (Product Website)',
  read: siteContentReads.productAboutUs,
  mainTarget: 'productAboutUsMain',
  headerImageTarget: 'productAboutUsMain',
  itemTarget: 'productAboutUsMember',
  itemsTitle: 'Members',
  noun: 'member',
  reminder: memberReminder,
};

const businessAboutUs: ImageItemsScreen = {
  title: 'About Us (Business User Website)',
  read: siteContentReads.businessAboutUs,
  mainTarget: 'businessAboutUsMain',
  headerImageTarget: 'businessAboutUsMain',
  itemTarget: 'businessAboutUsMember',
  itemsTitle: 'Members',
  noun: 'member',
  reminder: memberReminder,
};

const partnership: ImageItemsScreen = {
  title: 'Benefits of Partnership',
  read: siteContentReads.partnership,
  mainTarget: 'businessBenefitsMain',
  itemTarget: 'businessBenefit',
  itemsTitle: 'Benefits',
  noun: 'benefit',
  reminder: 'Header / Description',
};

export function ProductAboutUsPage() {
  return <ImageItemsPage screen={productAboutUs} />;
}

export function BusinessAboutUsPage() {
  return <ImageItemsPage screen={businessAboutUs} />;
}

export function PartnershipPage() {
  return <ImageItemsPage screen={partnership} />;
}
