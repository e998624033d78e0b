/**
 * The player's WebSocket (modules/devices/signage/ws.ts): hello with the TV's identifier and key, then playlist, ready tickets
 * and commands from the server; reports, state and screenshots back. Heartbeat: a 'ping' every heartbeat, and a socket
 * that heard nothing for 2.5 heartbeats is closed and opened again; reconnects back off from 1 s to 15 s. A refused
 * key stops reconnecting.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import type { SignageClientMessage, SignageCommandMessage, SignagePlaylist, SignageServerMessage } from '@contracts'

export type SocketStatus = 'connecting' | 'online' | 'offline' | 'refused'

export type SignageSocket = {
  readonly status: SocketStatus
  readonly playlist: SignagePlaylist | null
  readonly tickets: readonly string[]
  readonly command: SignageCommandMessage | null
  /** Issue time of the last aborted command. */
  readonly aborted: string | null
  readonly send: (message: SignageClientMessage) => void
  readonly sendBinary: (data: Blob | ArrayBuffer) => void
}

export const SIGNAGE_WS_PATH = '/api/signage/ws'
const RECONNECT_FIRST_MS = 1000
const RECONNECT_MAX_MS = 15_000
const DEFAULT_HEARTBEAT_MS = 15_000

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SIGNAGE_WS_PATH}`
}

export function useSignageSocket(identifier: string, key: string): SignageSocket {
  const [status, setStatus] = useState<SocketStatus>('connecting')
  const [playlist, setPlaylist] = useState<SignagePlaylist | null>(null)
  const [tickets, setTickets] = useState<readonly string[]>([])
  const [command, setCommand] = useState<SignageCommandMessage | null>(null)
  const [aborted, setAborted] = useState<string | null>(null)
  const socket = useRef<WebSocket | null>(null)

  useEffect(() => {
    let stopped = false
    let delay = RECONNECT_FIRST_MS
    let retry: ReturnType<typeof setTimeout> | null = null
    let pinger: ReturnType<typeof setInterval> | null = null
    let watchdog: ReturnType<typeof setInterval> | null = null

    const open = () => {
      if (stopped) return
      const ws = new WebSocket(socketUrl(window.location))
      socket.current = ws
      let heartbeatMs = DEFAULT_HEARTBEAT_MS
      let lastHeard = Date.now()
      let refused = false
      const clearTimers = () => {
        if (pinger) clearInterval(pinger)
        if (watchdog) clearInterval(watchdog)
        pinger = watchdog = null
      }
      ws.onopen = () => {
        lastHeard = Date.now()
        ws.send(JSON.stringify({ type: 'hello', identifier, key } satisfies SignageClientMessage))
      }
      ws.onmessage = (event) => {
        lastHeard = Date.now()
        if (typeof event.data !== 'string') return
        let message: SignageServerMessage
        try {
          message = JSON.parse(event.data) as SignageServerMessage
        } catch {
          return
        }
        switch (message.type) {
          case 'welcome':
            delay = RECONNECT_FIRST_MS
            heartbeatMs = message.heartbeatMs
            setPlaylist(message.playlist)
            setStatus('online')
            clearTimers()
            pinger = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping', t: Date.now() })), heartbeatMs)
            // nothing heard for 2.5 heartbeats (a pong is due every heartbeat): the connection is dead
            watchdog = setInterval(() => {
              if (Date.now() - lastHeard > heartbeatMs * 2.5) ws.close(4000, 'heartbeat')
            }, Math.max(250, Math.round(heartbeatMs / 2)))
            return
          case 'playlist':
            setPlaylist(message.playlist)
            return
          case 'ready':
            setTickets(message.tickets)
            return
          case 'command':
            setCommand(message)
            return
          case 'abort':
            setAborted(message.issuedAt)
            return
          case 'refused':
            refused = true
            setStatus('refused')
            return
          case 'pong':
            return
        }
      }
      ws.onclose = (event) => {
        clearTimers()
        if (socket.current === ws) socket.current = null
        if (stopped) return
        if (refused || event.code === 4403) {
          setStatus('refused')
          return
        }
        setStatus('offline')
        retry = setTimeout(open, delay)
        delay = Math.min(delay * 2, RECONNECT_MAX_MS)
      }
    }
    open()
    return () => {
      stopped = true
      if (retry) clearTimeout(retry)
      if (pinger) clearInterval(pinger)
      if (watchdog) clearInterval(watchdog)
      socket.current?.close(1000, 'page closed')
    }
  }, [identifier, key])

  const send = useCallback((message: SignageClientMessage) => {
    const ws = socket.current
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message))
  }, [])
  const sendBinary = useCallback((data: Blob | ArrayBuffer) => {
    const ws = socket.current
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(data)
  }, [])

  return { status, playlist, tickets, command, aborted, send, sendBinary }
}
