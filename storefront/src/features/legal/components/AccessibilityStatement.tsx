/** The accessibility statement page (/site/accessibility, issue #34), generated from the shop's settings (../accessibility.ts). */
import { useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { ACCESSIBILITY_TITLE, accessibilityStatement } from '../accessibility'
import type { StatementBlock } from '../accessibility'

function Block({ block }: { readonly block: StatementBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'link':
      return (
        <p>
          <a href={block.href} target="_blank" rel="noopener noreferrer">
            {block.text}
          </a>
        </p>
      )
    case 'contact':
      return (
        <address>
          {block.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {block.email !== null ? (
            <>
              E-Mail: <a href={`mailto:${block.email}`}>{block.email}</a>
            </>
          ) : null}
        </address>
      )
  }
}

export function AccessibilityStatement() {
  const config = useConfig()
  useTitle('site', ACCESSIBILITY_TITLE, config.shopName ?? 'Tresen')
  const statement = accessibilityStatement(config)
  return (
    <article className="page page--narrow legal-statement">
      <h1>{ACCESSIBILITY_TITLE}</h1>
      <p>{statement.intro}</p>
      {statement.sections.map((section, sectionIndex) => (
        <section key={section.heading} aria-labelledby={`a11y-section-${sectionIndex}`}>
          <h2 id={`a11y-section-${sectionIndex}`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  )
}
