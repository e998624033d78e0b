import { useEffect, useRef, useState } from 'react'

/** SF §2/§9: the active category is the last whose group top passed 25 % of the viewport height. */
export const CATEGORY_ACTIVE_RATIO = 0.25

export function activeCategoryIndex(tops: readonly number[], viewportHeight: number): number {
  let active = 0
  tops.forEach((top, index) => {
    if (top <= viewportHeight * CATEGORY_ACTIVE_RATIO) active = index
  })
  return active
}

export function CategoryBar({ categories }: { readonly categories: readonly { id: number; name: string }[] }) {
  const [active, setActive] = useState(0)
  const barRef = useRef<HTMLElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const tops = categories.map((category) => document.getElementById(`category-${category.id}`)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY)
        setActive(activeCategoryIndex(tops, window.innerHeight))
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [categories])
  useEffect(() => {
    const link = barRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)
    const bar = barRef.current?.querySelector<HTMLElement>('ul')
    if (link && bar) bar.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' })
  }, [active])
  return (
    <nav className="category-bar" aria-label="Kategorien" ref={barRef}>
      <ul>
        {categories.map((category, index) => (
          <li key={category.id}>
            <a href={`#category-${category.id}`} data-index={index} className={index === active ? 'is-active' : undefined} aria-current={index === active ? 'true' : undefined}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
