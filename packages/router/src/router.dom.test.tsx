/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useSearchParams } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return <output>{`${location.pathname}|${params.get('type') ?? ''}|${location.hash}`}</output>;
}

function App() {
  return (
    <BrowserRouter>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/product" className="nav">
          Product
        </NavLink>
        <Link to="/contact?type=security#form">Contact</Link>
        <Link to="/pricing" target="_blank">
          New tab
        </Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>home</h1>} />
        <Route path="/product/overview" element={<h1>overview</h1>} />
        <Route path="/contact" element={<h1>contact</h1>} />
        <Route path="*" element={<h1>not found</h1>} />
      </Routes>
      <Where />
    </BrowserRouter>
  );
}

const text = (selector: string) => container.querySelector(selector)?.textContent;
const link = (name: string) => Array.from(container.querySelectorAll('a')).find((a) => a.textContent === name)!;
const click = (element: Element, init: MouseEventInit = {}) =>
  act(() => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<App />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('BrowserRouter, Routes and links in the browser', () => {
  it('renders the route of the address bar and marks the active NavLink', () => {
    expect(text('h1')).toBe('home');
    expect(link('Home').getAttribute('aria-current')).toBe('page');
    expect(link('Product').getAttribute('aria-current')).toBeNull();
    expect(link('Product').className).toBe('nav');
  });

  it('navigates client-side on a plain click: pushState, new route, query and hash readable', () => {
    const before = window.history.length;
    click(link('Contact'));
    expect(window.location.pathname).toBe('/contact');
    expect(window.history.length).toBe(before + 1);
    expect(text('h1')).toBe('contact');
    expect(text('output')).toBe('/contact|security|#form');
  });

  it("adds 'active' and aria-current to a NavLink below its path", () => {
    act(() => {
      window.history.pushState(null, '', '/product/overview');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(text('h1')).toBe('overview');
    expect(link('Product').className).toBe('nav active');
    expect(link('Product').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
  });

  it("renders the '*' route for an unknown path", () => {
    act(() => {
      window.history.pushState(null, '', '/nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(text('h1')).toBe('not found');
  });

  it('leaves modified clicks and target=_blank to the browser', () => {
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => void link('Contact').dispatchEvent(ctrl));
    expect(ctrl.defaultPrevented).toBe(false);
    const blank = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link('New tab').dispatchEvent(blank));
    expect(blank.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/');
  });

  it('replaces the history entry for a link to the URL already shown', () => {
    const before = window.history.length;
    click(link('Home'));
    expect(window.history.length).toBe(before);
  });
});
