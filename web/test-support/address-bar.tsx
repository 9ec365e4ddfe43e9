import { useLocation, useNavigate } from 'react-router-dom';

/** The browser's address bar and Back button, for tests of screens that keep their view in the address. */
export function AddressBar() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
