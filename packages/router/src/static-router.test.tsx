import { renderToString } from 'react-dom/server';
import { Link, NavLink, Route, Routes, StaticRouter } from './index';

describe('StaticRouter (prerendering)', () => {
  it('renders the matching route and resolves links without window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StaticRouter location="/pricing?plan=pro">
        <NavLink to="/pricing">Pricing</NavLink>
        <Link to="#faq">FAQ</Link>
        <Routes>
          <Route path="/pricing" element={<p>plans</p>} />
          <Route path="*" element={<p>not found</p>} />
        </Routes>
      </StaticRouter>,
    );
    expect(html).toContain('<a aria-current="page" class="active" href="/pricing">Pricing</a>');
    expect(html).toContain('href="/pricing?plan=pro#faq"');
    expect(html).toContain('plans');
    expect(html).not.toContain('not found');
  });

  it('refuses hooks outside a router with React Router’s message', () => {
    expect(() => renderToString(<Link to="/">x</Link>)).toThrow('<Link> may be used only in the context of a <Router> component.');
  });
});
