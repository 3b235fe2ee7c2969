import { Link } from 'react-router-dom';
import type { LegalBlock } from './legal-document.types';

/** Renders one block of legal prose. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          {block.text}
          {block.link && (
            <>
              {' '}
              <Link to={block.link.to} className="font-medium text-cyber-cyan underline underline-offset-4">
                {block.link.label}
              </Link>
              .
            </>
          )}
        </p>
      );
    case 'subheading':
      return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-cyber-cyan">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="space-y-3">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd className="mt-0.5">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className="rounded-xl border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="border-b border-border px-4 py-3 text-left font-semibold text-foreground">{block.caption}</caption>
            <thead className="bg-muted/50">
              <tr>
                {block.headers.map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 font-semibold text-foreground">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={row[0] ?? rowIndex} className="border-t border-border align-top">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className="px-4 py-3 font-medium break-words text-foreground">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-4 py-3 break-words">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
