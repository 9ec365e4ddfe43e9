import { ref as databaseRef, get, set } from 'firebase/database';
import { addDoc, collection, getDocs } from 'firebase/firestore';
import { getBytes, ref as storageRef, uploadBytes } from 'firebase/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { administrator, member, type WebClient, webClient } from './support/clients.ts';

// Each service of the local backend enforces the project's rules file for web SDK clients. The full rules
// matrix is tested with the callables; this shows that every service really applies its rules.
describe('rules enforced by every service of the local backend', () => {
  const clients: WebClient[] = [];
  async function client(account?: typeof administrator) {
    const created = await webClient(account);
    clients.push(created);
    return created;
  }
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((created) => created.close()));
  });

  it('Realtime Database: users readable by the administrator only, website content by anyone', async () => {
    const admin = await client(administrator);
    expect((await get(databaseRef(admin.database, 'users'))).size).toBeGreaterThan(0);
    const ordinary = await client(member);
    await expect(get(databaseRef(ordinary.database, 'users'))).rejects.toThrow(/permission/i);
    await expect(
      set(databaseRef(admin.database, 'ScheduleDateAndTime/fixedDocumentId/date'), 'x'),
    ).rejects.toThrow(/permission/i);
    const anonymous = await client();
    expect(
      (await get(databaseRef(anonymous.database, 'ProductWebsite/KeyFeature/Main/Title'))).val(),
    ).toEqual(expect.any(String));
  });

  it('Firestore: workout content readable when signed in, never writable by a client', async () => {
    const ordinary = await client(member);
    expect((await getDocs(collection(ordinary.firestore, 'Workout content'))).size).toBeGreaterThan(0);
    await expect(
      addDoc(collection(ordinary.firestore, 'Workout content'), { 'content-name': 'x' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const anonymous = await client();
    await expect(getDocs(collection(anonymous.firestore, 'Workout content'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('Storage: content images readable by anyone, uploads refused even to the administrator', async () => {
    const admin = await client(administrator);
    const anonymous = await client();
    const snapshot = await get(databaseRef(anonymous.database, 'ProductWebsite/AboutUs/Main/image'));
    const path = decodeURIComponent(new URL(String(snapshot.val())).pathname.split('/o/')[1] ?? '');
    expect((await getBytes(storageRef(anonymous.storage, path))).byteLength).toBeGreaterThan(0);
    await expect(
      uploadBytes(storageRef(admin.storage, 'ProductFeatureIcons/new.png'), new Uint8Array([1, 2, 3])),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});
