import '@mantine/core/styles.css';
import { Button, MantineProvider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { initializeApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

// The least a login page on this stack can load: react-dom, the router, Firebase Auth and Mantine's provider,
// inputs and button, in one file. Section 10 times it beside the console's own login page.
const auth = getAuth(
  initializeApp({ apiKey: 'stack-floor', projectId: 'demo-stack-floor', appId: 'stack-floor' }),
);

function LoginForm() {
  return (
    <Stack component="form" onSubmit={(event) => event.preventDefault()}>
      <TextInput label="Email" type="email" />
      <PasswordInput label="Password" />
      <Button type="submit" onClick={() => signInWithEmailAndPassword(auth, '', '')}>
        Login
      </Button>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginForm /> }]);
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');
createRoot(root).render(
  <MantineProvider>
    <RouterProvider router={router} />
  </MantineProvider>,
);
