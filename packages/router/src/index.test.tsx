import { renderToString } from 'react-dom/server';
import * as router from './index';

describe('@site/router', () => {
  it('exports only the declarative API (no data router, no server request handling)', () => {
    expect(Object.keys(router).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'NavLink',
        'Navigate',
        'Outlet',
        'Route',
        'Routes',
        'StaticRouter',
        'matchPath',
        'useHref',
        'useInRouterContext',
        'useLocation',
        'useNavigate',
        'useParams',
        'useSearchParams',
      ].sort(),
    );
  });

  it('routes and links on a static location', () => {
    const { StaticRouter, Routes, Route, NavLink } = router;
    const html = renderToString(
      <StaticRouter location="/pricing">
        <Routes>
          <Route path="/pricing" element={<NavLink to="/pricing">Pricing</NavLink>} />
          <Route path="*" element={<p>not found</p>} />
        </Routes>
      </StaticRouter>,
    );
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain('not found');
  });
});
