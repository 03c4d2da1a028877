{{/*
Everything one deployable needs: ConfigMap, Deployment, Service, and PodDisruptionBudget / HPA when
enabled. Rendered once per entry of .Values.services by services.yaml.
Args: (dict "root" $ "name" "<service name>" "svc" <services.<name> values>)
*/}}
{{- define "studyhall.service" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $fullname := include "studyhall.componentName" (dict "root" $root "name" $name) -}}
{{- $ctx := dict "root" $root "name" $name -}}
{{- $env := include "studyhall.serviceEnv" . -}}
{{- $secretName := include "studyhall.secretName" $root -}}
{{- $probes := $root.Values.probes -}}
{{- $hpa := $svc.hpa | default dict -}}
{{- $pdb := $svc.pdb | default dict -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
data:
  {{- $env | nindent 2 }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  {{- if not $hpa.enabled }}
  replicas: {{ $svc.replicas | default 1 }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  selector:
    matchLabels:
      {{- include "studyhall.selectorLabels" $ctx | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "studyhall.labels" $ctx | nindent 8 }}
        {{- with $root.Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        # Roll the pods when their configuration (or a chart-made Secret) changes.
        checksum/config: {{ $env | sha256sum }}
        {{- if $root.Values.secrets.create }}
        checksum/secret: {{ toJson $root.Values.secrets.values | sha256sum }}
        {{- end }}
        {{- if $root.Values.metrics.annotations }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $svc.port | quote }}
        prometheus.io/path: /metrics
        {{- end }}
        {{- with $root.Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "studyhall.serviceAccountName" $root }}
      automountServiceAccountToken: false
      # Service links would add <NAME>_PORT-style variables nobody reads (and that some images misparse).
      enableServiceLinks: false
      terminationGracePeriodSeconds: {{ $svc.terminationGracePeriodSeconds | default $root.Values.terminationGracePeriodSeconds }}
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        {{- toYaml ($svc.podSecurityContext | default $root.Values.podSecurityContext) | nindent 8 }}
      containers:
        - name: {{ $name }}
          image: {{ include "studyhall.image" (dict "root" $root "svc" $svc) | quote }}
          imagePullPolicy: {{ $svc.image.pullPolicy | default $root.Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ $fullname }}
            {{- range $svc.envFromSecrets }}
            - secretRef:
                name: {{ . }}
            {{- end }}
          {{- with $svc.secretKeys }}
          env:
            {{- range . }}
            - name: {{ . }}
              valueFrom:
                secretKeyRef:
                  name: {{ $secretName }}
                  key: {{ . }}
                  {{- if has . $root.Values.secrets.optionalKeys }}
                  optional: true
                  {{- end }}
            {{- end }}
          {{- end }}
          startupProbe:
            httpGet: { path: /healthz, port: http }
            {{- toYaml $probes.startup | nindent 12 }}
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            {{- toYaml $probes.liveness | nindent 12 }}
          readinessProbe:
            httpGet: { path: /readyz, port: http }
            {{- toYaml $probes.readiness | nindent 12 }}
          {{- if $root.Values.preStopSleepSeconds }}
          lifecycle:
            preStop:
              sleep:
                seconds: {{ $root.Values.preStopSleepSeconds }}
          {{- end }}
          resources:
            {{- toYaml $svc.resources | nindent 12 }}
          securityContext:
            {{- toYaml ($svc.securityContext | default $root.Values.securityContext) | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ $svc.tmpSizeLimit | default "64Mi" }}
      {{- with ($svc.nodeSelector | default $root.Values.nodeSelector) }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($svc.tolerations | default $root.Values.tolerations) }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($svc.affinity | default $root.Values.affinity) }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- if $root.Values.spreadOverNodes }}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "studyhall.selectorLabels" $ctx | nindent 14 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "studyhall.selectorLabels" $ctx | nindent 4 }}
  ports:
    - name: http
      port: {{ $svc.port }}
      targetPort: http
      protocol: TCP
{{- if $pdb.enabled }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  {{- if hasKey $pdb "minAvailable" }}
  minAvailable: {{ $pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ $pdb.maxUnavailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "studyhall.selectorLabels" $ctx | nindent 6 }}
{{- end }}
{{- if $hpa.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullname }}
  minReplicas: {{ $hpa.minReplicas | default 2 }}
  maxReplicas: {{ $hpa.maxReplicas | default 6 }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $hpa.targetCPUUtilizationPercentage | default 70 }}
    {{- with $hpa.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ . }}
    {{- end }}
{{- end }}
{{- end -}}
