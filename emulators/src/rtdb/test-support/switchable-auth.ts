import * as firebaseApp from 'firebase/app';

type TokenListener = (token: string | null) => void;

/**
 * Plays Firebase Auth inside a web app, so a test can sign in and out while the database stays connected: the
 * database SDK takes its tokens from the app's internal `auth-internal` component and follows their changes.
 */
export class SwitchableAuth {
  #token: string | null = null;
  readonly #listeners = new Set<TokenListener>();

  /** Must run before the app's database is created. */
  static installIn(app: firebaseApp.FirebaseApp): SwitchableAuth {
    const auth = new SwitchableAuth();
    const addComponent: unknown = Reflect.get(firebaseApp, '_addComponent');
    if (typeof addComponent !== 'function') {
      throw new Error('firebase/app no longer exports _addComponent');
    }
    addComponent(app, {
      name: 'auth-internal',
      type: 'PRIVATE',
      instanceFactory: () => auth,
      instantiationMode: 'LAZY',
      multipleInstances: false,
      serviceProps: {},
      onInstanceCreated: null,
    });
    return auth;
  }

  /** Signs in with `token`, or out with null, telling the database SDK like Firebase Auth would. */
  switchTo(token: string | null): void {
    this.#token = token;
    for (const listener of this.#listeners) {
      listener(token);
    }
  }

  getToken(): Promise<{ accessToken: string } | null> {
    return Promise.resolve(this.#token === null ? null : { accessToken: this.#token });
  }

  getUid(): string | null {
    return null;
  }

  addAuthTokenListener(listener: TokenListener): void {
    this.#listeners.add(listener);
  }

  removeAuthTokenListener(listener: TokenListener): void {
    this.#listeners.delete(listener);
  }
}
