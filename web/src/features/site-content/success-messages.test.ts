import { successMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { addedMessage, deletedMessage, updatedMessage, uploadedMessage } from './success-messages.ts';

describe('the messages of the target table', () => {
  it("uses the catalogue's text per field", () => {
    expect(updatedMessage('productKeyFeatureMain', ['Title'], 'x')).toBe(successMessages.titleUpdated);
    expect(updatedMessage('productAboutUsMain', ['Description'], 'x')).toBe(
      successMessages.headerDescriptionUpdated,
    );
    expect(uploadedMessage('productFeature')).toBe(successMessages.iconUploaded);
  });

  it('falls back where the catalogue gives no wording', () => {
    expect(updatedMessage('businessContactRow', ['Title', 'Description'], 'Contact updated')).toBe(
      'Contact updated',
    );
    expect(addedMessage('productFeature', 'x')).toBe(successMessages.featureAdded);
    expect(addedMessage('businessBenefit', 'New benefit')).toBe('New benefit');
    expect(deletedMessage('businessBenefit', 'x')).toBe(successMessages.benefitsDeleted);
    expect(deletedMessage('businessContactRow', 'Row deleted')).toBe('Row deleted');
    expect(uploadedMessage('businessContactRow')).toBe(successMessages.imageUploaded);
  });
});
